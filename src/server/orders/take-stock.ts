import { and, eq, sql } from 'drizzle-orm';
import type { StockNeed } from '../../core/checkout/stock-needs';
import { products } from '../db/schema';
import type { Tx } from '../db/transaction';

class Shortage extends Error {
  constructor(readonly productId: string) {
    super(`product ${productId} is short`);
  }
}

/**
 * Takes each product's units in one statement that only succeeds while the stock above the
 * product's minimum covers them (the same "available" the cart offers), so two orders can
 * never sell one unit twice and stock never goes below its floor. All or nothing: the first
 * shortage rolls back the units already taken (a savepoint) and names the product.
 */
export async function takeStock(tx: Tx, needs: readonly StockNeed[]): Promise<string | null> {
  try {
    await tx.transaction(async (savepoint) => {
      for (const need of needs) {
        const taken = await savepoint
          .update(products)
          .set({ inStock: sql`${products.inStock} - ${need.units}` })
          .where(
            and(
              eq(products.id, need.productId),
              sql`${products.inStock} - ${products.minStock} >= ${need.units}`,
            ),
          )
          .returning({ id: products.id });
        if (taken.length === 0) throw new Shortage(need.productId);
      }
    });
    return null;
  } catch (err) {
    if (err instanceof Shortage) return err.productId;
    throw err;
  }
}
