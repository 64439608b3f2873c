import { eq } from 'drizzle-orm';
import { returns } from '../db/schema';
import type { Tx } from '../db/transaction';

/**
 * The return requests of an order's lines, written here with the order's other rows: the
 * customer asks (account/returns.ts), the shop authorises and receives (admin/orders/).
 */

export interface NewReturn {
  orderId: string;
  orderItemId: string;
  customerId: string | null;
  quantity: number;
  reason: string;
  /** R when the customer asks, A when the shop marks the item itself. */
  status: 'R' | 'A';
  at: Date;
}

/** A new request for one line, with the return policy read; gives its id. */
export async function recordReturn(tx: Tx, request: NewReturn): Promise<string> {
  const { at, ...values } = request;
  const [created] = await tx
    .insert(returns)
    .values({ ...values, policyRead: true, createdAt: at })
    .returning({ id: returns.id });
  if (!created) throw new Error('the return request was not stored');
  return created.id;
}

/** The shop agrees to take back this many units of the line. */
export async function authoriseReturn(tx: Tx, returnId: string, quantity: number): Promise<void> {
  await tx.update(returns).set({ status: 'A', quantity }).where(eq(returns.id, returnId));
}

/** The line's goods are back: its request is X; gives the request (none for a bare mark). */
export async function receiveReturn(tx: Tx, orderItemId: string, at: Date) {
  const [request] = await tx
    .update(returns)
    .set({ status: 'X', receivedAt: at })
    .where(eq(returns.orderItemId, orderItemId))
    .returning({ id: returns.id, quantity: returns.quantity });
  return request;
}
