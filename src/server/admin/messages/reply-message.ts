import { eq } from 'drizzle-orm';
import { API_ERROR_MESSAGES } from '../../../core/api-errors';
import type { Db } from '../../db/client';
import { messages } from '../../db/schema';
import { mailLanguage } from '../../customers/present-profile';
import { DomainError, notFound } from '../../../core/domain-error';
import { sendMail } from '../../mail/send-mail';
import { shopSender } from '../../mail/shop-sender';
import { shopContactAddress } from '../../mail/shop-contact-address';
import { messageReplyMail } from '../../mail/templates';
import type { AdminMessage } from './admin-message-answer';
import { findMessage, presentMessage } from './admin-messages';
import { mailPathErrorSummary } from '../../mail/mail-error-summary';

/**
 * Mails the reply first and stores it only once the mail went: the stored reply says what the
 * sender received, so a reply that never left must not look answered (503 MAIL_UNAVAILABLE,
 * nothing written, the administrator tries again).
 */
export async function replyToMessage(
  db: Db,
  input: { id: string; reply: string; adminId: string },
): Promise<AdminMessage> {
  const row = await findMessage(db, input.id);
  const mail = messageReplyMail({
    lng: mailLanguage(row.lng),
    name: row.name,
    subject: row.subject,
    message: row.message,
    sentAt: row.createdAt,
    reply: input.reply,
  });
  try {
    await sendMail(
      { to: row.email, ...mail, replyTo: await shopContactAddress(db) },
      await shopSender(db),
    );
  } catch (err) {
    console.error(`reply to message ${row.id} was not sent: ${mailPathErrorSummary(err)}`);
    throw new DomainError('unavailable', 'MAIL_UNAVAILABLE', API_ERROR_MESSAGES.MAIL_UNAVAILABLE);
  }
  const [updated] = await db
    .update(messages)
    .set({ reply: input.reply, repliedAt: new Date(), repliedBy: input.adminId, status: 'R' })
    .where(eq(messages.id, row.id))
    .returning();
  // Deleted between the read and the write: the mail went, but there is nothing left to mark.
  if (!updated) throw notFound('The message');
  return presentMessage(updated);
}
