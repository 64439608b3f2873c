import pg from 'pg';
import type { SequenceState } from './manifest';
import { SHOP_SCHEMA } from './shop-tables';

/**
 * Every sequence of the shop schema with its last value. Sequences are outside transactions,
 * so this may run ahead of the snapshot's rows; ahead is harmless (a gap in numbers).
 */
export async function readSequences(client: pg.ClientBase): Promise<SequenceState[]> {
  const { rows } = await client.query<SequenceState>(
    `select sequencename as name, last_value::text as "lastValue"
       from pg_sequences where schemaname = $1 order by sequencename`,
    [SHOP_SCHEMA],
  );
  return rows;
}

/**
 * Moves every column-owned sequence (serial and identity) past the restored rows: to the
 * backup's own last value or the column's largest value, whichever is higher, so a number
 * handed out before the backup (an order number of a deleted order) is not handed out again.
 * A sequence with neither starts from its beginning.
 */
export async function resetSequences(
  client: pg.ClientBase,
  saved: readonly SequenceState[],
): Promise<number> {
  const { rows } = await client.query<{
    sequence: string;
    name: string;
    owner: string;
    column: string;
  }>(
    `select s.oid::regclass::text as sequence, s.relname as name,
            t.oid::regclass::text as owner, a.attname as column
       from pg_class s
       join pg_depend d on d.classid = 'pg_class'::regclass and d.objid = s.oid
                       and d.refclassid = 'pg_class'::regclass and d.deptype in ('a', 'i')
       join pg_class t on t.oid = d.refobjid
       join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
      where s.relkind = 'S' and s.relnamespace = $1::regnamespace`,
    [SHOP_SCHEMA],
  );
  const savedValues = new Map(saved.map((state) => [state.name, state.lastValue]));
  for (const { sequence, name, owner, column } of rows) {
    await client.query(
      `select case when greatest(m.value, $2::bigint) is null then setval($1::regclass, s.start_value, false)
                   else setval($1::regclass, greatest(m.value, $2::bigint)) end
         from (select max(${pg.escapeIdentifier(column)})::bigint as value from ${owner}) m,
              pg_sequences s
        where s.schemaname = $3 and s.sequencename = $4`,
      [sequence, savedValues.get(name) ?? null, SHOP_SCHEMA, name],
    );
  }
  return rows.length;
}
