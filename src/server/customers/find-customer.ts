import { eq } from 'drizzle-orm';
import type { CustomerRow } from '../db/rows';
import { customers } from '../db/schema';
import type { DbOrTx } from '../db/transaction';
import { sameEmail } from '../db/same-email';

/** The account with this email, in any letter case (the unique index is on lower(email)). */
export async function findCustomerByEmail(
  db: DbOrTx,
  email: string,
): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(sameEmail(customers.userName, email))
    .limit(1);
  return row;
}

export async function findCustomerById(
  db: DbOrTx,
  id: string,
  forUpdate = false,
): Promise<CustomerRow | undefined> {
  const query = db.select().from(customers).where(eq(customers.id, id)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}
