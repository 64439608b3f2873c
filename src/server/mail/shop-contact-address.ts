import type { DbOrTx } from '../db/transaction';
import { getSiteSettings } from '../site/site-settings';
import { shopAddress } from './shop-address';

/**
 * Where a customer's answer to a shop mail should go (its Reply-To): the contact address in
 * site settings, else the shop's. The sender is a no-reply address.
 */
export async function shopContactAddress(db: DbOrTx): Promise<string> {
  const settings = await getSiteSettings(db);
  return settings.company.contact.emailContact.trim() || shopAddress();
}
