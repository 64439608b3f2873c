import pg from 'pg';
import { inject } from 'vitest';

/**
 * Direct access to the seeded database behind the site under test, for the rules that only a
 * change of data can show (closing the shop, dropping a language, a product selling out).
 * Every change hands back its undo; callers run it in a finally block.
 */
async function withClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** One query against the site's database, for tests that set up or check rows directly. */
export async function dbQuery<R extends pg.QueryResultRow>(
  sql: string,
  values: unknown[] = [],
): Promise<R[]> {
  return withClient(async (client) => (await client.query<R>(sql, values)).rows);
}

export type Restore = () => Promise<void>;

/**
 * Sets one value inside site_settings.settings (row 1), e.g. ['shopActive'] or ['shop', 'lng'],
 * and returns what puts the whole settings document back as it was.
 */
export async function changeSiteSetting(path: readonly string[], value: unknown): Promise<Restore> {
  const original = await withClient(async (client) => {
    const { rows } = await client.query<{ settings: unknown }>(
      'select settings from site_settings where id = 1',
    );
    if (!rows[0]) throw new Error('site_settings has no row 1');
    await client.query(
      'update site_settings set settings = jsonb_set(settings, $1::text[], $2::jsonb) where id = 1',
      [path, JSON.stringify(value)],
    );
    return rows[0].settings;
  });
  return () =>
    withClient(async (client) => {
      await client.query('update site_settings set settings = $1::jsonb where id = 1', [
        JSON.stringify(original),
      ]);
    });
}

export interface Stock {
  inStock: number;
  minStock: number;
}

export async function productStock(sku: string): Promise<Stock> {
  return withClient(async (client) => {
    const { rows } = await client.query<{ in_stock: number; min_stock: number }>(
      'select in_stock, min_stock from products where sku = $1',
      [sku],
    );
    if (!rows[0]) throw new Error(`no product ${sku}`);
    return { inStock: rows[0].in_stock, minStock: rows[0].min_stock };
  });
}

/** Sets a product's in_stock; the undo puts the previous figure back. */
export async function setProductStock(sku: string, inStock: number): Promise<Restore> {
  const before = await productStock(sku);
  await withClient((client) =>
    client.query('update products set in_stock = $2 where sku = $1', [sku, inStock]),
  );
  return async () => {
    await withClient((client) =>
      client.query('update products set in_stock = $2 where sku = $1', [sku, before.inStock]),
    );
  };
}
