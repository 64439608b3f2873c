/** Sends of one queued mail before it is given up on and left for the administrator. */
export const MAIL_MAX_ATTEMPTS = 10;

/** The wait after the first failed send; each further failure doubles it. */
export const MAIL_RETRY_BASE_MS = 60_000;

/** No wait is longer than this, so a mail server back after a long outage is not left idle. */
export const MAIL_RETRY_MAX_MS = 4 * 60 * 60_000;

/**
 * How long a sender holds a mail it took: longer than any SMTP call can last (5 s to connect,
 * 8 s of silence at most), so only a sender that died leaves it, and it is due again then.
 */
export const MAIL_LEASE_MS = 2 * 60_000;

export type MailRetry = { kind: 'retry'; at: Date } | { kind: 'give-up' };

/**
 * What follows a failed send, `attempts` counting the one that just failed: another try after
 * an exponential back-off (1 min, 2, 4, … 128 min, then 4 h: about 8 hours over the ten
 * attempts, long enough for a mail server to come back from a bad night),
 * or giving up once the attempts are spent.
 */
export function afterFailedSend(attempts: number, now: Date): MailRetry {
  if (!Number.isInteger(attempts) || attempts < 1) {
    throw new RangeError(`attempts must be a whole number of at least 1, not ${attempts}`);
  }
  if (attempts >= MAIL_MAX_ATTEMPTS) return { kind: 'give-up' };
  const wait = Math.min(MAIL_RETRY_BASE_MS * 2 ** (attempts - 1), MAIL_RETRY_MAX_MS);
  return { kind: 'retry', at: new Date(now.getTime() + wait) };
}
