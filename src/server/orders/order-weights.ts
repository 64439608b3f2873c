import { eq } from 'drizzle-orm';
import type { SellBy } from '../../core/catalogue/product';
import type { DeliveryFees, DeliveryType } from '../../core/delivery/delivery-fee';
import type { ItemStatus } from '../../core/orders/order-status';
import {
  setItemWeight,
  type OrderLine,
  type OrderTotals,
} from '../../core/orders/recalculate-order-totals';
import { weightChanges, type SentWeight } from '../../core/orders/item-weight-changes';
import { countries, orderItems, orders } from '../db/schema';
import { badRequest } from '../../core/domain-error';
import { amountSettled } from './amount-paid';
import type { Tx } from '../db/transaction';
import { allowed, recordOrderEvent } from './locked-order';
import type { OrderAction } from './run-order-action';

export type ItemWeight = SentWeight;

/**
 * The order's delivery country fees as they are now, active or not: the order was placed with
 * that country and stays there. An order whose country is gone cannot be re-priced.
 */
async function countryFees(tx: Tx, code: string): Promise<DeliveryFees> {
  const [row] = await tx
    .select({
      deliveryStdFee: countries.deliveryStdFee,
      deliveryExpressFee: countries.deliveryExpressFee,
      deliveryFeeKg: countries.deliveryFeeKg,
      deliveryFee5: countries.deliveryFee5,
      deliveryFee10: countries.deliveryFee10,
    })
    .from(countries)
    .where(eq(countries.code, code))
    .limit(1);
  if (!row) throw badRequest(`The order's delivery country ${code || '(none)'} is unknown`);
  return row;
}

/**
 * PUT admin_orders: the real weights of the order's items (those that change something, see
 * weightChanges), in grams per unit as the line's
 * productWeight is kept. A bought item holds sellPack units, so the pricing reads grams per
 * bought item (productWeight × sellPack), as cart pricing does: a line is charged the same
 * weight before and after it is weighed. Each is applied with setItemWeight
 * (weight-priced items become weighed), the lines, delivery fee and totals are re-priced, and
 * a paid order whose total grew beyond what was paid is unpaid again (U), for
 * admin_complete_order to ask for the rest.
 */
export const weighItemsAction =
  (sent: readonly ItemWeight[]): OrderAction =>
  async ({ tx, locked, actorId, now }) => {
    const { order } = locked;
    // The whole order sent back changes only the lines whose weight it changes.
    const weights = weightChanges(locked.items, sent);
    if (!weights.length) return undefined;
    const fees = await countryFees(tx, order.addrCountry);
    const packOf = new Map(locked.items.map((item) => [item.id, Math.max(1, item.sellPack)]));
    const units = (id: string) => packOf.get(id) ?? 1;
    const lines: OrderLine[] = locked.items.map((item) => ({
      id: item.id,
      // The tables' check constraints keep these columns to their codes.
      status: item.status as ItemStatus,
      sellBy: item.sellBy as SellBy,
      unitPrice: item.unitPrice,
      quantity: item.quantity,
      productWeight: item.productWeight * units(item.id),
      freeDelivery: item.freeDelivery,
      weighed: item.weighed,
      itemIncTax: item.itemIncTax,
      itemTax: item.itemTax,
      itemExTax: item.itemExTax,
    }));
    let priced = {
      status: order.status,
      taxBp: order.taxBp,
      taxIncluded: order.taxIncluded,
      deliveryType: order.deliveryType as DeliveryType,
      items: lines,
    };
    let totals: (typeof priced & OrderTotals) | null = null;
    for (const weight of weights) {
      const grams = weight.productWeight * units(weight._id);
      const next = allowed(setItemWeight(priced, weight._id, grams, fees));
      totals = next;
      priced = { ...priced, items: next.items };
    }
    if (!totals) return undefined;
    const {
      items,
      status: _status,
      taxBp: _taxBp,
      taxIncluded: _inc,
      deliveryType: _type,
      ...sums
    } = totals;

    for (const item of items) {
      await tx
        .update(orderItems)
        .set({
          // Back to grams per unit (exact: every line's weight was multiplied by its pack).
          productWeight: item.productWeight / units(item.id),
          weighed: item.weighed ?? false,
          itemIncTax: item.itemIncTax ?? 0,
          itemTax: item.itemTax ?? 0,
          itemExTax: item.itemExTax ?? 0,
        })
        .where(eq(orderItems.id, item.id));
    }
    const paid = await amountSettled(tx, order.id);
    const owes =
      order.paymentStatus === 'P' &&
      sums.totalIncTax > order.totalIncTax &&
      sums.totalIncTax > paid;
    await tx
      .update(orders)
      .set({ ...sums, ...(owes ? { paymentStatus: 'U' } : {}), updatedAt: now })
      .where(eq(orders.id, order.id));
    await recordOrderEvent(tx, {
      orderId: order.id,
      action: 'weigh_items',
      actorId,
      details: {
        items: weights.map((w) => ({ itemId: w._id, productWeight: w.productWeight })),
        totalBefore: order.totalIncTax,
        totalAfter: sums.totalIncTax,
        ...(owes ? { unpaid: sums.totalIncTax - Math.max(paid, 0) } : {}),
      },
      at: now,
    });
    return undefined;
  };
