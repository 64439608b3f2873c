import { eq, sql } from 'drizzle-orm';
import type { ProductStockInput } from '../../../core/validation/admin-product';
import { products } from '../../db/schema';
import { badRequest, notFound } from '../../../core/domain-error';
import type { Tx } from '../../db/transaction';
import { writeSubCategories } from './product-links';
import { foreignSubCategories, subCategoryError } from './product-references';

/** Partial changes of one product; each sets updatedAt and answers 404 for an unknown id. */
async function updateProduct(
  tx: Tx,
  id: string,
  values: Partial<typeof products.$inferInsert>,
): Promise<{ categoryId: number }> {
  const [row] = await tx
    .update(products)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(products.id, id))
    .returning({ categoryId: products.categoryId });
  if (!row) throw notFound('Product');
  return row;
}

/** Soft delete (Z) keeps the product for past orders; restore (A) lists it again. */
export async function setProductStatus(tx: Tx, id: string, status: 'A' | 'Z'): Promise<void> {
  await updateProduct(tx, id, { status });
}

export async function setProductStock(tx: Tx, input: ProductStockInput): Promise<void> {
  const { _id, inStock, minStock, criticalStock } = input;
  await updateProduct(tx, _id, { inStock, minStock, criticalStock });
}

/** The sub-categories must be the product's own category's. */
export async function setProductSubCategories(
  tx: Tx,
  id: string,
  subCategoryIds: number[],
): Promise<void> {
  const { categoryId } = await updateProduct(tx, id, {});
  const foreign = await foreignSubCategories(tx, categoryId, subCategoryIds);
  if (foreign.length) {
    const error = subCategoryError(foreign);
    throw badRequest(error.message, [{ ...error, field: 'subCategoryIds' }]);
  }
  await writeSubCategories(tx, id, subCategoryIds);
}
