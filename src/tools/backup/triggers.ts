import pg from 'pg';
import { SHOP_SCHEMA } from './shop-tables';

interface Trigger {
  table: string;
  name: string;
  /** pg_trigger.tgenabled: O fires normally, R in replica sessions only, A always. */
  mode: 'O' | 'R' | 'A';
}

const ENABLE: Record<Trigger['mode'], string> = {
  O: 'enable trigger',
  R: 'enable replica trigger',
  A: 'enable always trigger',
};

/**
 * Switches the shop's own triggers off for the load, on the caller's transaction, and returns
 * the call that switches them back as they were. The rows of a backup are already the result
 * of every trigger (the sales summaries the order triggers maintain are a table of their own):
 * firing them again while loading would count those rows twice. The restoring role made these
 * tables a moment ago, so it owns them and needs no superuser right for this.
 */
export async function suspendTriggers(client: pg.ClientBase): Promise<() => Promise<void>> {
  const { rows } = await client.query<Trigger>(
    `select t.tgrelid::regclass::text as table, t.tgname as name, t.tgenabled::text as mode
       from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where c.relnamespace = $1::regnamespace and not t.tgisinternal and t.tgenabled <> 'D'
      order by 1, 2`,
    [SHOP_SCHEMA],
  );
  for (const trigger of rows) {
    await client.query(
      `alter table ${trigger.table} disable trigger ${pg.escapeIdentifier(trigger.name)}`,
    );
  }
  return async () => {
    for (const trigger of rows) {
      await client.query(
        `alter table ${trigger.table} ${ENABLE[trigger.mode]} ${pg.escapeIdentifier(trigger.name)}`,
      );
    }
  };
}
