import { eq, sql } from 'drizzle-orm';
import { stockNeeds, type StockNeed } from '../../core/checkout/stock-needs';
import { products } from '../db/schema';
import type { Tx } from '../db/transaction';
import type { OrderItemRow } from '../db/rows';

/**
 * The units a cancelled order gave back and a reopened one takes again: its live lines that
 * have not left the shop, quantity × pack as placement took them, sorted by product id so
 * concurrent writers lock products in one order. Lines whose product is gone are skipped.
 */
export function unshippedNeeds(items: readonly OrderItemRow[]): StockNeed[] {
  const lines = items.filter((item) => item.status !== 'Z' && !item.shipped && item.productId);
  return stockNeeds(lines) ?? [];
}

export async function putStockBack(tx: Tx, needs: readonly StockNeed[]): Promise<void> {
  for (const need of needs) {
    await tx
      .update(products)
      .set({ inStock: sql`${products.inStock} + ${need.units}` })
      .where(eq(products.id, need.productId));
  }
}
