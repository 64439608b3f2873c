import type { ContactMessage } from '../../core/validation/contact';
import type { Db } from '../db/client';
import { messages } from '../db/schema';
import { queueMail } from '../mail/queue-mail';
import { shopAddress } from '../mail/shop-address';
import { contactMessageMail } from '../mail/templates';
import { getSiteSettings } from '../site/site-settings';

/** Kept for the administrator (/admin_messages) as new (N). */
export async function saveContactMessage(db: Db, message: ContactMessage): Promise<string> {
  const [row] = await db
    .insert(messages)
    .values({ ...message, status: 'N' })
    .returning({ id: messages.id });
  if (!row) throw new Error('contact message was not stored');
  return row.id;
}

/** The contact email in site settings (company.contact.emailContact), else the shop's own. */
async function contactAddress(db: Db): Promise<string> {
  const settings = await getSiteSettings(db);
  return settings.company.contact.emailContact.trim() || shopAddress();
}

/**
 * Mails the message to the shop through the queue (a mail server that is down delays it);
 * replying in the mail client answers the sender.
 */
export async function mailContactMessage(db: Db, message: ContactMessage): Promise<void> {
  await queueMail(db, {
    to: await contactAddress(db),
    ...contactMessageMail(message),
    replyTo: message.email,
  });
}
