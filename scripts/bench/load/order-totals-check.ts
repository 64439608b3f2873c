import { gte, inArray } from 'drizzle-orm';
import type { SellBy } from '../../../src/core/catalogue/product';
import type { DeliveryFees, DeliveryType } from '../../../src/core/delivery/delivery-fee';
import { salePriceCents } from '../../../src/core/money/sale-price';
import type { ItemStatus } from '../../../src/core/orders/order-status';
import {
  recalculateOrderTotals,
  type OrderLine,
} from '../../../src/core/orders/recalculate-order-totals';
import type { Db } from '../../../src/server/db/client';
import { countries, orderItems, orders, products } from '../../../src/server/db/schema';

/** Order figures the recomputation must give again, cent for cent. */
const ORDER_FIGURES = [
  'totalItems',
  'totalWeight',
  'totalPrice',
  'cartIncTax',
  'cartTax',
  'cartExTax',
  'deliveryItems',
  'deliveryWeight',
  'deliveryIncTax',
  'deliveryTax',
  'deliveryExTax',
  'totalIncTax',
  'totalTax',
  'totalExTax',
] as const;

const ITEM_FIGURES = ['itemIncTax', 'itemTax', 'itemExTax'] as const;

export interface TotalsCheck {
  orders: number;
  /** One line per disagreement: order number, figure, stored and recomputed. */
  problems: string[];
}

/**
 * Every order placed since `since`, re-priced from its stored lines with the shop's own rules
 * (recalculateOrderTotals: cartTotals, deliveryFee, deliveryFeeTax) against its country's fees:
 * stored totals and line amounts must come out the same, inc = ex + tax for cart, delivery and
 * total, and each unit price must be the product's price after its sale (prices do not change
 * during the run, so it is what the server charged).
 */
export async function checkOrderTotals(db: Db, since: Date): Promise<TotalsCheck> {
  const placed = await db.select().from(orders).where(gte(orders.placedAt, since));
  const problems: string[] = [];
  if (placed.length === 0) return { orders: 0, problems };
  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        placed.map((o) => o.id),
      ),
    );
  const fees = new Map<string, DeliveryFees>(
    (await db.select().from(countries)).map((c) => [c.code, c]),
  );
  const prices = new Map(
    (await db.select().from(products)).map((p) => [
      p.id,
      salePriceCents(p.retailPrice, p.salePercent),
    ]),
  );
  for (const order of placed) {
    const lines = items.filter((item) => item.orderId === order.id);
    const country = fees.get(order.addrCountry);
    if (!country || lines.length === 0) {
      problems.push(`order ${order.orderNo}: no country fees or no lines`);
      continue;
    }
    const again = recalculateOrderTotals(
      {
        taxBp: order.taxBp,
        taxIncluded: order.taxIncluded,
        deliveryType: order.deliveryType as DeliveryType,
        items: lines.map((line): OrderLine => ({
          id: line.id,
          status: line.status as ItemStatus,
          sellBy: line.sellBy as SellBy,
          unitPrice: line.unitPrice,
          quantity: line.quantity,
          productWeight: line.productWeight * line.sellPack,
          freeDelivery: line.freeDelivery,
          weighed: line.weighed,
        })),
      },
      country,
    );
    for (const figure of ORDER_FIGURES) {
      if (again[figure] !== order[figure]) {
        problems.push(
          `order ${order.orderNo} ${figure}: ${order[figure]} stored, ${again[figure]} recomputed`,
        );
      }
    }
    for (const line of lines) {
      const recomputed = again.items.find((item) => item.id === line.id);
      for (const figure of ITEM_FIGURES) {
        if (recomputed?.[figure] !== line[figure]) {
          problems.push(
            `order ${order.orderNo} ${line.sku} ${figure}: ${line[figure]} stored, ${recomputed?.[figure]} recomputed`,
          );
        }
      }
      const price = line.productId ? prices.get(line.productId) : undefined;
      if (price !== line.unitPrice) {
        problems.push(
          `order ${order.orderNo} ${line.sku}: unit price ${line.unitPrice}, product ${price}`,
        );
      }
    }
  }
  return { orders: placed.length, problems };
}
