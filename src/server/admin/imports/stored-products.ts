import { asc, inArray, sql } from 'drizzle-orm';
import { PRODUCT_TEXT_FIELDS } from '../../../core/imports/csv-columns';
import type { ProductInput, ProductTextInput } from '../../../core/validation/admin-product';
import { productColors, products, productStyles, productSubCategories } from '../../db/schema';
import type { Reader } from './import-lookups';
import { productFigures } from '../../../core/catalogue/product-figures';

export interface StoredProduct {
  id: string;
  url: string;
  /** The product as the form and the import describe it. */
  input: ProductInput;
}

/** Only the schema's text fields, so a stored extra key cannot fail a strict re-validation. */
function texts(stored: object): ProductTextInput {
  const values = stored as Record<string, unknown>;
  const entries = PRODUCT_TEXT_FIELDS.map((f) => [f, String(values[f] ?? '')] as const);
  return Object.fromEntries(entries) as unknown as ProductTextInput;
}

const idsByProduct = (rows: readonly { productId: string; id: number }[]) => {
  const map = new Map<string, number[]>();
  for (const row of rows) map.set(row.productId, [...(map.get(row.productId) ?? []), row.id]);
  return map;
};

/**
 * Products with their sub-category, colour and style ids, by sku (all of them without `skus`);
 * ordered by sku. Skus are matched case-insensitively, as saving a product compares them.
 */
export async function loadStoredProducts(
  db: Reader,
  skus?: readonly string[],
): Promise<StoredProduct[]> {
  if (skus && skus.length === 0) return [];
  const rows = await db
    .select()
    .from(products)
    .where(
      skus
        ? inArray(
            sql`upper(${products.sku})`,
            skus.map((s) => s.toUpperCase()),
          )
        : undefined,
    )
    .orderBy(asc(products.sku));
  const ids = rows.map((r) => r.id);
  if (!ids.length) return [];
  // One after another: inside the apply transaction they share a single connection.
  const subs = await db
    .select({ productId: productSubCategories.productId, id: productSubCategories.categorySubId })
    .from(productSubCategories)
    .where(inArray(productSubCategories.productId, ids));
  const colorRows = await db
    .select({ productId: productColors.productId, id: productColors.colorId })
    .from(productColors)
    .where(inArray(productColors.productId, ids));
  const styleRows = await db
    .select({ productId: productStyles.productId, id: productStyles.styleId })
    .from(productStyles)
    .where(inArray(productStyles.productId, ids));
  const subIds = idsByProduct(subs);
  const colorIds = idsByProduct(colorRows);
  const styleIds = idsByProduct(styleRows);
  return rows.map((p) => ({
    id: p.id,
    url: p.url,
    input: {
      sku: p.sku,
      status: p.status === 'Z' ? 'Z' : 'A',
      brandId: p.brandId,
      categoryId: p.categoryId,
      subCategoryIds: (subIds.get(p.id) ?? []).sort((a, b) => a - b),
      colorIds: (colorIds.get(p.id) ?? []).sort((a, b) => a - b),
      styleIds: (styleIds.get(p.id) ?? []).sort((a, b) => a - b),
      supplierId: p.supplierId,
      taxRateId: p.taxRateId,
      images: p.images,
      sellBy: p.sellBy === 'w' ? 'w' : 'u',
      ...productFigures(p),
      weightUnit: p.weightUnit === 'kg' ? 'kg' : 'g',
      sizes: p.sizes as ProductInput['sizes'],
      lng: { eng: texts(p.eng), ita: texts(p.ita) },
    },
  }));
}

/** Products holding any of these route names (page addresses), by url. */
export async function productsByUrl(db: Reader, urls: readonly string[]) {
  if (!urls.length) return new Map<string, string>();
  const rows = await db
    .select({ sku: products.sku, url: products.url })
    .from(products)
    .where(inArray(products.url, [...urls]));
  return new Map(rows.map((r) => [r.url, r.sku]));
}
