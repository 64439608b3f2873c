import { senderMailbox } from '../../core/mail/sender';
import type { DbOrTx } from '../db/transaction';
import { getSiteSettings } from '../site/site-settings';
import { mailFrom } from './mail-settings';

/** The From of the shop's mails as the site settings say now (see senderMailbox). */
export async function shopSender(db: DbOrTx): Promise<string> {
  const settings = await getSiteSettings(db);
  return senderMailbox(
    {
      fromName: settings.email.fromName,
      fromAddress: settings.email.fromAddress,
      companyName: settings.company.name,
    },
    mailFrom(),
  );
}
