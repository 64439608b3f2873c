import pg from 'pg';

/** Where the shop's tables live; drizzle keeps its bookkeeping in a schema of its own. */
export const SHOP_SCHEMA = 'public';
export const MIGRATIONS_SCHEMA = 'drizzle';
export const MIGRATIONS_TABLE = '__drizzle_migrations';

export interface ShopTable {
  name: string;
  /** Columns COPY can write back: every column but generated ones, in table order. */
  columns: string[];
}

/** "public"."name", for a table of the shop schema. */
export function qualified(name: string): string {
  return `${pg.escapeIdentifier(SHOP_SCHEMA)}.${pg.escapeIdentifier(name)}`;
}

/**
 * Every ordinary table of the shop schema, read from the catalogue rather than listed in code,
 * so a table a new migration adds is backed up without touching this file. Tables that belong
 * to an extension are the extension's to create.
 */
export async function listShopTables(client: pg.ClientBase): Promise<ShopTable[]> {
  const { rows } = await client.query<{ name: string; columns: string[] }>(
    `select c.relname as name,
            array_agg(a.attname::text order by a.attnum) as columns
       from pg_class c
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
                          and a.attgenerated = ''
      where c.relnamespace = $1::regnamespace and c.relkind in ('r', 'p')
        and not exists (select 1 from pg_depend d
                         where d.classid = 'pg_class'::regclass and d.objid = c.oid
                           and d.deptype = 'e')
      group by c.relname
      order by c.relname`,
    [SHOP_SCHEMA],
  );
  return rows;
}

/** The shop tables that hold at least one row (names only), to tell an empty database. */
export async function tablesWithRows(client: pg.ClientBase): Promise<string[]> {
  const withRows: string[] = [];
  for (const { name } of await listShopTables(client)) {
    const { rowCount } = await client.query(`select 1 from ${qualified(name)} limit 1`);
    if (rowCount) withRows.push(name);
  }
  return withRows;
}
