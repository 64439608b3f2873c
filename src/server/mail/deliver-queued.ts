import { and, eq, lt } from 'drizzle-orm';
import { afterFailedSend } from '../../core/mail/mail-retry';
import type { Db } from '../db/client';
import { mailQueue } from '../db/schema';
import { mailErrorSummary, mailPathErrorSummary } from './mail-error-summary';
import { claimMails } from './mail-queue';
import type { QueuedMail } from '../db/rows';
import { sendMail } from './send-mail';
import { shopSender } from './shop-sender';
import { DAY_MS } from '../../core/dates/utc-date';

export interface DeliveryReport {
  sent: number;
  /** Failed now, to be tried again after the back-off. */
  waiting: number;
  /** Failed for the last time: left for the administrator (logged). */
  failed: number;
}

/** Mails a flush takes per claim; several claims make a flush (see flushMailQueue). */
const BATCH = 20;
/** Claims per flush, so one run ends inside a function's time limit; the next run goes on. */
const MAX_BATCHES = 10;
/**
 * Sent mails are kept this long (what went out to whom, and when), then deleted. Their text
 * goes at once (SENT_BODY): it held live links (reset, activation, confirmation) that a copy of
 * the database, a backup, would otherwise hand to whoever reads it.
 */
const KEEP_SENT_MS = 7 * DAY_MS;

/** What a sent mail's row keeps of its text: nothing (the recipient has it). */
const SENT_BODY = { text: '', html: '' } as const;

/** The outcome of one send, written only by the sender holding the row's lease (`attempts`). */
async function sendOne(db: Db, mail: QueuedMail, report: DeliveryReport): Promise<void> {
  const own = and(eq(mailQueue.id, mail.id), eq(mailQueue.attempts, mail.attempts));
  try {
    await sendMail(
      {
        to: mail.recipient,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      },
      await shopSender(db),
    );
  } catch (err) {
    const now = new Date();
    const lastError = mailErrorSummary(err);
    const next = afterFailedSend(mail.attempts, now);
    if (next.kind === 'retry') {
      await db
        .update(mailQueue)
        .set({ lockedUntil: null, nextAttemptAt: next.at, lastError })
        .where(own);
      console.error(
        `[mail] queued mail ${mail.id} not sent (attempt ${mail.attempts}), next try ${next.at.toISOString()}: ${lastError}`,
      );
      report.waiting += 1;
      return;
    }
    await db.update(mailQueue).set({ lockedUntil: null, failedAt: now, lastError }).where(own);
    // For the administrator: the mail is in mail_queue with failed_at set, to resend by hand.
    console.error(
      `[mail] GAVE UP on queued mail ${mail.id} ("${mail.subject}") after ${mail.attempts} attempts: ${lastError}`,
    );
    report.failed += 1;
    return;
  }
  await db
    .update(mailQueue)
    .set({ lockedUntil: null, sentAt: new Date(), lastError: null, ...SENT_BODY })
    .where(own);
  report.sent += 1;
}

async function sendClaimed(db: Db, mails: readonly QueuedMail[], report: DeliveryReport) {
  // One at a time: a function instance has a few connections, and SMTP servers throttle bursts.
  for (const mail of mails) await sendOne(db, mail, report);
}

/**
 * Sends mails a request just queued, right after its commit. Whatever fails stays queued for
 * a later flush; this never throws, because what the mails tell about is done already.
 */
export async function deliverQueuedMails(db: Db, ids: readonly number[]): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, waiting: 0, failed: 0 };
  try {
    const mails = await claimMails(db, { ids, limit: ids.length, now: new Date() });
    await sendClaimed(db, mails, report);
  } catch (err) {
    console.error(
      `[mail] queued mails ${ids.join(', ')} left for the next flush: ${mailPathErrorSummary(err)}`,
    );
  }
  return report;
}

/**
 * Sends what is due (with `includeWaiting`, also mails still in their back-off: a flush run by
 * hand once the mail server is fixed), in bounded batches, and deletes sent mails older than
 * a week. Run by `npm run mail:flush` and the scheduled function.
 */
export async function flushMailQueue(
  db: Db,
  options: { includeWaiting?: boolean } = {},
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, waiting: 0, failed: 0 };
  const started = new Date();
  const tried: number[] = [];
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    // A mail that fails is tried again by a later flush, after its back-off, not by this one.
    const mails = await claimMails(db, {
      ...options,
      exclude: tried,
      limit: BATCH,
      now: new Date(),
    });
    if (mails.length === 0) break;
    tried.push(...mails.map((mail) => mail.id));
    await sendClaimed(db, mails, report);
  }
  await db
    .delete(mailQueue)
    .where(lt(mailQueue.sentAt, new Date(started.getTime() - KEEP_SENT_MS)));
  return report;
}
