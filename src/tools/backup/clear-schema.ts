import pg from 'pg';
import { MIGRATIONS_SCHEMA, SHOP_SCHEMA } from './shop-tables';

/** Objects an extension owns (pg_trgm's functions and types) stay: the extension is kept. */
const NOT_FROM_EXTENSION = `not exists (select 1 from pg_depend d
  where d.classid = $2::regclass and d.objid = o.oid and d.deptype = 'e')`;

const DROPS: readonly { sql: string; catalog: string }[] = [
  {
    catalog: 'pg_class',
    sql: `select case o.relkind when 'v' then 'view' when 'm' then 'materialized view'
                                when 'S' then 'sequence' when 'f' then 'foreign table'
                                else 'table' end as kind,
                 o.oid::regclass::text as name
            from pg_class o
           where o.relnamespace = $1::regnamespace and o.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
             and ${NOT_FROM_EXTENSION}`,
  },
  {
    catalog: 'pg_type',
    sql: `select case o.typtype when 'd' then 'domain' else 'type' end as kind,
                 o.oid::regtype::text as name
            from pg_type o
           where o.typnamespace = $1::regnamespace and o.typtype in ('e', 'd', 'r')
             and ${NOT_FROM_EXTENSION}`,
  },
  {
    catalog: 'pg_proc',
    sql: `select 'routine' as kind, o.oid::regprocedure::text as name
            from pg_proc o
           where o.pronamespace = $1::regnamespace and o.prokind in ('f', 'p')
             and ${NOT_FROM_EXTENSION}`,
  },
];

/**
 * Empties the shop schema on the caller's transaction: every table, view, sequence, type and
 * function the migrations made, and drizzle's bookkeeping. The schema itself, its owner and
 * grants, and installed extensions stay, so this works for a database owner who is no
 * superuser (a hosted PostgreSQL). Migrations then rebuild it exactly as on a new database.
 */
export async function clearShopSchema(client: pg.ClientBase): Promise<void> {
  for (const { sql, catalog } of DROPS) {
    // One kind at a time, re-read after each: a cascade may already have dropped the rest.
    const { rows } = await client.query<{ kind: string; name: string }>(sql, [
      SHOP_SCHEMA,
      catalog,
    ]);
    for (const { kind, name } of rows) {
      await client.query(`drop ${kind} if exists ${name} cascade`);
    }
  }
  await client.query(`drop schema if exists ${pg.escapeIdentifier(MIGRATIONS_SCHEMA)} cascade`);
}
