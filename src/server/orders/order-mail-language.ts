import { eq } from 'drizzle-orm';
import { mailLanguage } from '../customers/present-profile';
import { customers } from '../db/schema';
import type { DbOrTx } from '../db/transaction';
import type { Language } from '../../core/routes/languages';

/**
 * The language of every mail to an order's customer: the account's "Language of our emails"
 * when the order has one (it can change after the order was placed), else the language the
 * order was placed in.
 */
export async function orderMailLanguage(
  db: DbOrTx,
  order: { customerId: string | null; lng: string },
): Promise<Language> {
  if (order.customerId) {
    const [customer] = await db
      .select({ lng: customers.lng })
      .from(customers)
      .where(eq(customers.id, order.customerId))
      .limit(1);
    if (customer) return mailLanguage(customer.lng);
  }
  return mailLanguage(order.lng);
}
