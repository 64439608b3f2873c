import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  addresses,
  categories,
  categoryBrands,
  categorySubs,
  countries,
  orders,
  productColors,
  products,
  productStyles,
  productSubCategories,
  taxRates,
} from '../../db/schema';
import { usage, type Usage } from './admin-errors';

/** How many of the products (or records) using a record a refusal names; the rest are counted. */
export const USING_PRODUCTS_SHOWN = 5;

/** The products matching `where`: their count, and the first few by sku. */
async function productUsage(db: Db, where: SQL): Promise<Usage> {
  const count = await db.$count(products, where);
  if (count === 0) return usage('products', 0);
  const shown = await db
    .select({
      sku: products.sku,
      name: sql<string>`${products.eng}->>'name'`,
      itaName: sql<string>`${products.ita}->>'name'`,
    })
    .from(products)
    .where(where)
    .orderBy(asc(products.sku))
    .limit(USING_PRODUCTS_SHOWN);
  return { ...usage('products', count), products: shown };
}

/** Sub-categories or categories using a record: their count, and the first few by name. */
async function recordUsage(
  db: Db,
  what: 'sub-categories' | 'categories',
  where: SQL,
): Promise<Usage> {
  const table = what === 'categories' ? categories : categorySubs;
  const one = what === 'categories' ? 'category' : 'sub-category';
  const count = await db.$count(table, where);
  if (count === 0) return usage(what, 0, one);
  const records = await db
    .select({ _id: table.id, name: table.name, itaName: table.itaName })
    .from(table)
    .where(where)
    .orderBy(asc(table.name), asc(table.id))
    .limit(USING_PRODUCTS_SHOWN);
  return { ...usage(what, count, one), records };
}

/*
 * Where each kind of record is still used. Deleted products (status Z) count too: they keep
 * their references for a restore, and the database refuses to orphan them.
 */

const nonZero = (...found: Usage[]): Usage[] => found.filter((u) => u.count > 0);

export async function brandUsage(db: Db, id: number): Promise<Usage[]> {
  return nonZero(
    await productUsage(db, eq(products.brandId, id)),
    await recordUsage(
      db,
      'categories',
      inArray(
        categories.id,
        db
          .select({ id: categoryBrands.categoryId })
          .from(categoryBrands)
          .where(eq(categoryBrands.brandId, id)),
      ),
    ),
  );
}

export async function categoryUsage(db: Db, id: number): Promise<Usage[]> {
  return nonZero(
    await productUsage(db, eq(products.categoryId, id)),
    await recordUsage(db, 'sub-categories', eq(categorySubs.categoryId, id)),
  );
}

export async function categorySubUsage(db: Db, id: number): Promise<Usage[]> {
  return nonZero(
    await productUsage(
      db,
      inArray(
        products.id,
        db
          .select({ id: productSubCategories.productId })
          .from(productSubCategories)
          .where(eq(productSubCategories.categorySubId, id)),
      ),
    ),
  );
}

export async function colorUsage(db: Db, id: number): Promise<Usage[]> {
  const ids = db
    .select({ id: productColors.productId })
    .from(productColors)
    .where(eq(productColors.colorId, id));
  return nonZero(await productUsage(db, inArray(products.id, ids)));
}

export async function styleUsage(db: Db, id: number): Promise<Usage[]> {
  const ids = db
    .select({ id: productStyles.productId })
    .from(productStyles)
    .where(eq(productStyles.styleId, id));
  return nonZero(await productUsage(db, inArray(products.id, ids)));
}

export async function supplierUsage(db: Db, id: number): Promise<Usage[]> {
  return nonZero(await productUsage(db, eq(products.supplierId, id)));
}

/** Orders would lose their carrier (the key is set null), so a shipper in use stays. */
export async function shipperUsage(db: Db, id: number): Promise<Usage[]> {
  return nonZero(usage('orders', await db.$count(orders, eq(orders.shipperId, id))));
}

export async function taxRateUsage(db: Db, id: number): Promise<Usage[]> {
  const found = nonZero(
    usage('countries', await db.$count(countries, eq(countries.taxRateId, id)), 'country'),
    await productUsage(db, eq(products.taxRateId, id)),
  );
  const isDefault = await db.$count(
    taxRates,
    and(eq(taxRates.id, id), eq(taxRates.isDefault, true)),
  );
  if (isDefault)
    found.push({ what: 'default', count: 1, message: 'Used as the shop default rate' });
  return found;
}

/** Address books and orders keep the country's code, so deleting it would strand them. */
export async function countryUsage(db: Db, id: number): Promise<Usage[]> {
  const [country] = await db
    .select({ code: countries.code })
    .from(countries)
    .where(eq(countries.id, id));
  if (!country) return [];
  const code = country.code.toUpperCase();
  return nonZero(
    usage(
      'address book entries',
      await db.$count(addresses, sql`upper(${addresses.addrCountry}) = ${code}`),
      'address book entry',
    ),
    usage('orders', await db.$count(orders, sql`upper(${orders.addrCountry}) = ${code}`)),
  );
}
