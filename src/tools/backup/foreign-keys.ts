import pg from 'pg';
import { SHOP_SCHEMA } from './shop-tables';

interface ForeignKey {
  table: string;
  name: string;
  definition: string;
}

/**
 * Takes the shop's foreign keys off for the load, on the caller's transaction, and returns the
 * call that puts them back. Tables then load in any order (customers and addresses point at
 * each other's rows), without the superuser right `session_replication_role` needs, and adding
 * the keys back checks every reference of the restored data, as pg_restore does.
 */
export async function suspendForeignKeys(client: pg.ClientBase): Promise<() => Promise<void>> {
  const { rows } = await client.query<ForeignKey>(
    `select c.conrelid::regclass::text as table, c.conname as name,
            pg_get_constraintdef(c.oid) as definition
       from pg_constraint c
      where c.contype = 'f' and c.connamespace = $1::regnamespace
      order by c.conrelid::regclass::text, c.conname`,
    [SHOP_SCHEMA],
  );
  for (const key of rows) {
    await client.query(`alter table ${key.table} drop constraint ${pg.escapeIdentifier(key.name)}`);
  }
  return async () => {
    for (const key of rows) {
      await client.query(
        `alter table ${key.table} add constraint ${pg.escapeIdentifier(key.name)} ${key.definition}`,
      );
    }
  };
}
