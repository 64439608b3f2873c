import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/transaction';
import { orderItems, products, returns } from '../db/schema';
import { italianOptionNames } from './line-option-names';

/**
 * Orders' lines and return requests as presentOrder takes them: each line with its product's
 * address and its options' Italian names, in the order every view lists them (by name, SKU,
 * id); the return requests by line. The customer's orders, the shop's order view and the
 * checkout's answer read them alike, so they show the same lines.
 */
export async function presentedLines(db: DbOrTx, orderIds: string[]) {
  const [itemRows, returnRows] = await Promise.all([
    db
      .select({ item: orderItems, url: products.url, ...italianOptionNames })
      .from(orderItems)
      .leftJoin(products, eq(products.id, orderItems.productId))
      .where(inArray(orderItems.orderId, orderIds))
      .orderBy(asc(orderItems.name), asc(orderItems.sku), asc(orderItems.id)),
    db.select().from(returns).where(inArray(returns.orderId, orderIds)),
  ]);
  return {
    items: itemRows.map(({ item, url, ...names }) => ({ ...item, url, ...names })),
    requests: new Map(returnRows.map((row) => [row.orderItemId, row])),
  };
}
