import { and, eq, ne, sql } from 'drizzle-orm';
import { toRouteName } from '../../../core/routes/route-name';
import type { ProductInput } from '../../../core/validation/admin-product';
import { products } from '../../db/schema';
import { DomainError, badRequest, notFound, type FieldError } from '../../../core/domain-error';
import { assertImageKey, InvalidImageKeyError } from '../../providers/images';
import { rethrowDuplicate } from '../reference/admin-errors';
import type { Tx } from '../../db/transaction';
import { writeColors, writeStyles, writeSubCategories } from './product-links';
import { assertProductReferences, PRODUCT_FIELD } from './product-references';

const SKU_FIELD: FieldError = {
  field: `${PRODUCT_FIELD}.sku`,
  message: 'Another product already has this code (sku)',
};
const NAME_FIELD: FieldError = {
  field: `${PRODUCT_FIELD}.lng.eng.name`,
  message: 'Another product already has this English name (the same page address)',
};

/** Unique index → the field a clash is reported on (409 ALREADY_EXISTS). */
export const PRODUCT_DUPLICATES: Record<string, FieldError> = {
  products_sku_uq: SKU_FIELD,
  products_url_uq: NAME_FIELD,
};

const alreadyExists = (field: FieldError) =>
  new DomainError('conflict', 'ALREADY_EXISTS', field.message, [field]);

/** Store keys; a `/images/<key>` address (what the lists show) is taken as its key. */
export function productImageKeys(images: readonly string[]): string[] {
  return images.map((image, index) => {
    const key = image.trim().replace(/^\/images\//, '');
    try {
      assertImageKey(key);
    } catch (err) {
      if (!(err instanceof InvalidImageKeyError)) throw err;
      const field = `${PRODUCT_FIELD}.images.${index}`;
      throw badRequest(`Not a valid image key: ${image}`, [{ field, message: err.message }]);
    }
    return key;
  });
}

/**
 * The clash is looked for before writing, so a caller's transaction (the CSV import) is not
 * aborted by a failed insert; skus compare case-insensitively because `GET products?sku=` does.
 */
async function assertUnique(tx: Tx, sku: string, url: string, id: string | undefined) {
  const others = id === undefined ? undefined : ne(products.id, id);
  const [skuClash] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(sql`upper(${products.sku})`, sku.toUpperCase()), others))
    .limit(1);
  if (skuClash) throw alreadyExists(SKU_FIELD);
  const [urlClash] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.url, url), others))
    .limit(1);
  if (urlClash) throw alreadyExists(NAME_FIELD);
}

function rowValues(input: ProductInput, url: string, images: string[]) {
  return {
    sku: input.sku,
    url,
    status: input.status,
    brandId: input.brandId,
    categoryId: input.categoryId,
    supplierId: input.supplierId,
    taxRateId: input.taxRateId,
    images,
    sellBy: input.sellBy,
    retailPrice: input.retailPrice,
    salePercent: input.salePercent,
    packs: input.packs,
    minPurchase: input.minPurchase,
    supplierPrice: input.supplierPrice,
    freeDelivery: input.freeDelivery,
    inStock: input.inStock,
    minStock: input.minStock,
    criticalStock: input.criticalStock,
    featured: input.featured,
    special: input.special,
    productWeight: input.productWeight,
    weightUnit: input.weightUnit,
    sizes: input.sizes,
    eng: input.lng.eng,
    ita: input.lng.ita,
  };
}

/**
 * Adds a product (no id) or replaces the one with that id, with its sub-categories, colours and
 * styles; returns its id. Runs inside the caller's transaction. Errors: 400 naming the
 * `product.<field>` that is wrong, 404 for an unknown id, 409 for a clashing sku or name.
 */
export async function saveProduct(tx: Tx, input: ProductInput, id?: string): Promise<string> {
  const url = toRouteName(input.lng.eng.name);
  if (!url) {
    throw badRequest('The English name needs at least one letter or digit', [
      { field: NAME_FIELD.field, message: 'The name needs at least one letter or digit' },
    ]);
  }
  const images = productImageKeys(input.images);
  await assertProductReferences(tx, input);
  await assertUnique(tx, input.sku, url, id);

  const values = rowValues(input, url, images);
  let productId: string;
  try {
    // A savepoint: should a clash slip in after the check, the caller's transaction survives.
    productId = await tx.transaction(async (sp) => {
      if (id === undefined) {
        const [row] = await sp.insert(products).values(values).returning({ id: products.id });
        return row!.id;
      }
      const [row] = await sp
        .update(products)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(products.id, id))
        .returning({ id: products.id });
      if (!row) throw notFound('Product');
      return row.id;
    });
  } catch (err) {
    if (err instanceof DomainError) throw err;
    rethrowDuplicate(err, PRODUCT_DUPLICATES);
  }

  await writeSubCategories(tx, productId, input.subCategoryIds);
  await writeColors(tx, productId, input.colorIds);
  await writeStyles(tx, productId, input.styleIds);
  return productId;
}
