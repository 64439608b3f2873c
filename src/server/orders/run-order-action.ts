import type { Db } from '../db/client';
import type { Tx } from '../db/transaction';
import { lockPlacedOrder, type LockedOrder } from './locked-order';
import { mailPathErrorSummary } from '../mail/mail-error-summary';

/** What an action leaves for after its commit: refunds at the provider, the customer's mail. */
export type FollowUp = (db: Db) => Promise<void>;

export interface ActionContext {
  tx: Tx;
  locked: LockedOrder;
  actorId: string;
  now: Date;
}

export type OrderAction = (ctx: ActionContext) => Promise<FollowUp | undefined>;

/**
 * One admin order action: the order row locked, the change and its order_events row written
 * in one transaction, then the follow-up once committed. A follow-up that fails is logged and
 * the action stands (the answer is still the changed order).
 */
export async function runOrderAction(
  db: Db,
  orderId: string,
  actorId: string,
  action: OrderAction,
): Promise<void> {
  const followUp = await db.transaction(async (tx) =>
    action({ tx, locked: await lockPlacedOrder(tx, orderId), actorId, now: new Date() }),
  );
  if (!followUp) return;
  try {
    await followUp(db);
  } catch (err) {
    console.error(
      `the follow-up of an action on order ${orderId} failed: ${mailPathErrorSummary(err)}`,
    );
  }
}
