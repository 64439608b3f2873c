import type { Db } from '../../../src/server/db/client';
import { newCustomer, type Headers } from '../checkout-latency';
import { keepOneOption } from '../one-option';

export interface LoadProducts {
  /** Skus every shopper may buy: plenty of stock, single units, no size to choose. */
  everyday: string[];
  /** One product with fewer units than the shoppers who want it. */
  scarce: { sku: string; units: number };
}

/** Units the everyday products get: more than any run can sell. */
const PLENTY = 1_000_000;

/**
 * Picks products a shopper adds without choices (no sizes or packs, sold by the unit, minimum
 * purchase 1; one colour and style left) from the seeded catalogue and sets their stock: plenty for all but the last one,
 * which gets `scarceUnits` units above its minimum stock.
 */
export async function prepareProducts(db: Db, scarceUnits: number): Promise<LoadProducts> {
  const { rows } = await db.$client.query<{ id: string; sku: string }>(
    `select id, sku from products
      where status = 'A' and sell_by = 'u' and sizes = '{}' and packs = '[]'::jsonb
        and min_purchase = 1 and in_stock > min_stock
      order by sku limit 11`,
  );
  const scarce = rows.at(-1);
  const everyday = rows.slice(0, -1);
  if (!scarce || everyday.length === 0) throw new Error('too few plain products in the seed');
  await db.$client.query(`update products set in_stock = min_stock + $2 where id = any($1)`, [
    everyday.map((p) => p.id),
    PLENTY,
  ]);
  await keepOneOption(
    db,
    rows.map((p) => p.id),
  );
  await db.$client.query(`update products set in_stock = min_stock + $2 where id = $1`, [
    scarce.id,
    scarceUnits,
  ]);
  return { everyday: everyday.map((p) => p.sku), scarce: { sku: scarce.sku, units: scarceUnits } };
}

export interface StockRow {
  sku: string;
  inStock: number;
  minStock: number;
}

/** Every product's stock now, by product id. */
export async function stockSnapshot(db: Db): Promise<Map<string, StockRow>> {
  const { rows } = await db.$client.query<{ id: string } & StockRow>(
    `select id, sku, in_stock as "inStock", min_stock as "minStock" from products`,
  );
  return new Map(rows.map(({ id, ...row }) => [id, row]));
}

/** `count` signed-in customers (the headers their browsers send), made a few at a time. */
export async function signedInCustomers(db: Db, count: number): Promise<Headers[]> {
  const customers: Headers[] = [];
  while (customers.length < count) {
    const batch = Math.min(10, count - customers.length);
    customers.push(...(await Promise.all(Array.from({ length: batch }, () => newCustomer(db)))));
  }
  return customers;
}
