import { dbErrorSummary, isQueryFailure } from '../db/db-errors';

/**
 * A failed send in one short line for the queue row and the log: nodemailer's code and the
 * server's reply code with the message, never the mail (its text may hold links and addresses).
 */
export function mailErrorSummary(err: unknown): string {
  if (!(err instanceof Error)) return 'unknown error';
  const { code, responseCode } = err as Error & { code?: unknown; responseCode?: unknown };
  const label = [typeof code === 'string' ? code : err.name, responseCode]
    .filter((part) => part !== undefined)
    .join(' ');
  return `${label}: ${err.message}`.replace(/\s+/g, ' ').slice(0, 300);
}

/**
 * For the log of a path that both writes to the database and sends (queues a mail, then
 * delivers it): a failed query by its codes (its parameters would be the mail), anything
 * else as a failed send.
 */
export function mailPathErrorSummary(err: unknown): string {
  return isQueryFailure(err) ? dbErrorSummary(err) : mailErrorSummary(err);
}
