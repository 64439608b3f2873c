import { eq, inArray } from 'drizzle-orm';
import type { ProductInput } from '../../../core/validation/admin-product';
import {
  brands,
  categories,
  categorySubs,
  colors,
  styles,
  suppliers,
  taxRates,
} from '../../db/schema';
import { badRequest, type FieldError } from '../../../core/domain-error';
import type { Tx } from '../../db/transaction';

/** Where field errors point: the body's `product`. */
export const PRODUCT_FIELD = 'product';

const field = (name: string, message: string): FieldError => ({
  field: `${PRODUCT_FIELD}.${name}`,
  message,
});

async function missingIds(
  tx: Tx,
  table: typeof brands | typeof colors | typeof styles | typeof suppliers | typeof taxRates,
  ids: number[],
): Promise<number[]> {
  if (!ids.length) return [];
  const found = await tx.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  const known = new Set(found.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

/**
 * The sub-category ids that are not sub-categories of the category (unknown ones included):
 * a product's sub-categories always belong to its own category.
 */
export async function foreignSubCategories(
  tx: Tx,
  categoryId: number,
  subCategoryIds: number[],
): Promise<number[]> {
  if (!subCategoryIds.length) return [];
  const found = await tx
    .select({ id: categorySubs.id, categoryId: categorySubs.categoryId })
    .from(categorySubs)
    .where(inArray(categorySubs.id, subCategoryIds));
  const ours = new Set(found.filter((s) => s.categoryId === categoryId).map((s) => s.id));
  return subCategoryIds.filter((id) => !ours.has(id));
}

export const subCategoryError = (ids: number[]) =>
  field('subCategoryIds', `Not sub-categories of this category: ${ids.join(', ')}`);

/** Every id the product names must exist; all problems are reported at once (400). */
export async function assertProductReferences(tx: Tx, input: ProductInput): Promise<void> {
  const errors: FieldError[] = [];
  const check = async (
    name: string,
    table: Parameters<typeof missingIds>[1],
    ids: number[],
    what: string,
  ) => {
    const missing = await missingIds(tx, table, ids);
    if (missing.length) errors.push(field(name, `Unknown ${what}: ${missing.join(', ')}`));
  };

  await check('brandId', brands, [input.brandId], 'brand');
  const [category] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, input.categoryId));
  if (!category) errors.push(field('categoryId', `Unknown category: ${input.categoryId}`));
  else {
    const foreign = await foreignSubCategories(tx, input.categoryId, input.subCategoryIds);
    if (foreign.length) errors.push(subCategoryError(foreign));
  }
  await check('colorIds', colors, input.colorIds, 'colours');
  await check('styleIds', styles, input.styleIds, 'styles');
  if (input.supplierId !== null) {
    await check('supplierId', suppliers, [input.supplierId], 'supplier');
  }
  if (input.taxRateId !== null) await check('taxRateId', taxRates, [input.taxRateId], 'tax rate');

  if (errors.length) throw badRequest(errors.map((e) => e.message).join('; '), errors);
}
