import { and, asc, inArray, isNull, lt, lte, notInArray, or, sql } from 'drizzle-orm';
import { MAIL_LEASE_MS } from '../../core/mail/mail-retry';
import type { DbOrTx } from '../db/transaction';
import type { Db } from '../db/client';
import type { QueuedMail } from '../db/rows';
import { mailQueue } from '../db/schema';
import type { OutgoingMail } from './outgoing-mail';

/**
 * Writes a mail to the queue. Given a transaction, the mail commits or rolls back with what it
 * tells about (an order and its confirmation go together). Sending is the caller's next step
 * after the commit (deliverQueuedMails), or the next flush.
 */
export async function enqueueMail(
  db: DbOrTx,
  mail: OutgoingMail,
  now = new Date(),
): Promise<number> {
  if (!mail.to.trim()) throw new Error('enqueueMail: the mail has no recipient');
  const [row] = await db
    .insert(mailQueue)
    .values({
      recipient: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      nextAttemptAt: now,
      createdAt: now,
    })
    .returning({ id: mailQueue.id });
  if (!row) throw new Error('enqueueMail: the mail was not queued');
  return row.id;
}

export interface ClaimOptions {
  /** Only these mails (the ones a request just queued); else any. */
  ids?: readonly number[];
  /** Also mails still waiting out their back-off (an operator's flush after a fix). */
  includeWaiting?: boolean;
  /** Mails this sender tried already (a flush tries each mail once). */
  exclude?: readonly number[];
  limit: number;
  now: Date;
}

/**
 * Takes pending mails for this sender: counts the attempt and sets a lease in one statement.
 * `for update skip locked` keeps two senders from taking the same row at the same moment, and
 * the lease keeps them apart until this one records the outcome, so each mail goes once (a
 * sender that dies mid-send leaves it to the next sender when the lease ends: at least once).
 */
export async function claimMails(db: Db, options: ClaimOptions): Promise<QueuedMail[]> {
  const { ids, includeWaiting = false, exclude = [], limit, now } = options;
  if (ids?.length === 0) return [];
  const due = db
    .select({ id: mailQueue.id })
    .from(mailQueue)
    .where(
      and(
        isNull(mailQueue.sentAt),
        isNull(mailQueue.failedAt),
        includeWaiting ? undefined : lte(mailQueue.nextAttemptAt, now),
        or(isNull(mailQueue.lockedUntil), lt(mailQueue.lockedUntil, now)),
        ids ? inArray(mailQueue.id, [...ids]) : undefined,
        exclude.length > 0 ? notInArray(mailQueue.id, [...exclude]) : undefined,
      ),
    )
    .orderBy(asc(mailQueue.nextAttemptAt), asc(mailQueue.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(mailQueue)
    .set({
      attempts: sql`${mailQueue.attempts} + 1`,
      lockedUntil: new Date(now.getTime() + MAIL_LEASE_MS),
    })
    .where(inArray(mailQueue.id, due))
    .returning();
  return claimed.sort((a, b) => a.id - b.id);
}

/** Mails not sent yet and not given up on, oldest first (tests, and the flush's report). */
export async function pendingMails(db: Db): Promise<QueuedMail[]> {
  return db
    .select()
    .from(mailQueue)
    .where(and(isNull(mailQueue.sentAt), isNull(mailQueue.failedAt)))
    .orderBy(asc(mailQueue.id));
}
