import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Mails waiting to go out (src/server/mail/mail-queue.ts). A row is written in the same
 * transaction as what it tells about (a placed order), sent right after the commit, and kept
 * until a send succeeds (`sentAt`) or the retries run out (`failedAt`). A sender takes a row by
 * setting `lockedUntil` (a lease): no other sender touches it meanwhile, and a sender that dies
 * leaves it to the next one once the lease ends. Once sent, `text` and `html` are blanked (they
 * held live links); what went out to whom, and when, stays a week.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    recipient: text().notNull(),
    replyTo: text(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp({ withTimezone: true }),
    /** The last failure, short: the SMTP reply or error code, never the mail. */
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
    failedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_queue_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
    index('mail_queue_sent_idx')
      .on(t.sentAt)
      .where(sql`${t.sentAt} is not null`),
  ],
);
