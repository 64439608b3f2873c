import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  addresses,
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

/*
 * Where each kind of record is still used. Deleted products (status Z) count too: they keep
 * their references for a restore, and the database refuses to orphan them.
 */

const nonZero = (...found: Usage[]): Usage[] => found.filter((u) => u.count > 0);

export async function brandUsage(db: Db, id: number): Promise<Usage[]> {
  return nonZero(
    usage('products', await db.$count(products, eq(products.brandId, id))),
    usage(
      'categories',
      await db.$count(categoryBrands, eq(categoryBrands.brandId, id)),
      'category',
    ),
  );
}

export async function categoryUsage(db: Db, id: number): Promise<Usage[]> {
  return nonZero(
    usage('products', await db.$count(products, eq(products.categoryId, id))),
    usage(
      'sub-categories',
      await db.$count(categorySubs, eq(categorySubs.categoryId, id)),
      'sub-category',
    ),
  );
}

export async function categorySubUsage(db: Db, id: number): Promise<Usage[]> {
  return nonZero(
    usage(
      'products',
      await db.$count(productSubCategories, eq(productSubCategories.categorySubId, id)),
    ),
  );
}

export async function colorUsage(db: Db, id: number): Promise<Usage[]> {
  return nonZero(usage('products', await db.$count(productColors, eq(productColors.colorId, id))));
}

export async function styleUsage(db: Db, id: number): Promise<Usage[]> {
  return nonZero(usage('products', await db.$count(productStyles, eq(productStyles.styleId, id))));
}

export async function supplierUsage(db: Db, id: number): Promise<Usage[]> {
  return nonZero(usage('products', await db.$count(products, eq(products.supplierId, id))));
}

/** Orders would lose their carrier (the key is set null), so a shipper in use stays. */
export async function shipperUsage(db: Db, id: number): Promise<Usage[]> {
  return nonZero(usage('orders', await db.$count(orders, eq(orders.shipperId, id))));
}

export async function taxRateUsage(db: Db, id: number): Promise<Usage[]> {
  const found = nonZero(
    usage('countries', await db.$count(countries, eq(countries.taxRateId, id)), 'country'),
    usage('products', await db.$count(products, eq(products.taxRateId, id))),
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
