import { eq } from 'drizzle-orm';
import { ERROR_MESSAGES } from '../../core/errors';
import { orders } from '../db/schema';
import type { DbOrTx } from '../db/transaction';
import { DomainError } from '../../core/domain-error';
import type { OrderRow } from '../db/rows';
import type { PaymentLinkFields } from './order-payment-schemas';
import { isPaymentKey } from './pay-link';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** 404, not 400: a link that pays for nothing is gone, whatever is wrong with it. */
export const linkInvalid = () =>
  new DomainError('not-found', 'LINK_INVALID', ERROR_MESSAGES.LINK_INVALID);

/** Only a placed order that was not cancelled can be paid for through its link. */
export const isPayable = (order: OrderRow | undefined): order is OrderRow =>
  order !== undefined && order.placedAt !== null && order.status !== 'Z';

/**
 * The order a /pay link is for. The key is checked before the database is asked, so a made-up
 * link learns nothing about which orders exist.
 */
export async function linkedOrder(db: DbOrTx, link: PaymentLinkFields): Promise<OrderRow> {
  if (!UUID.test(link.order) || !isPaymentKey(link.order, link.key)) throw linkInvalid();
  const [order] = await db.select().from(orders).where(eq(orders.id, link.order)).limit(1);
  if (!isPayable(order)) throw linkInvalid();
  return order;
}
