import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../customers/sessions';
import { customers } from '../db/schema';
import type { MailLanguage } from './links';

/**
 * The language to mail a customer about an order in: the one they chose for our emails in
 * their profile ("Language of our emails"), else the order's (a guest, or an account since
 * deleted).
 */
export async function customerMailLanguage(
  db: DbOrTx,
  customerId: string | null,
  orderLng: string,
): Promise<MailLanguage> {
  const [customer] = customerId
    ? await db
        .select({ lng: customers.lng })
        .from(customers)
        .where(eq(customers.id, customerId))
        .limit(1)
    : [];
  const chosen = customer?.lng ?? orderLng;
  return chosen === 'it' ? 'it' : 'en';
}
