import type { Db } from '../../src/server/db/client';

/** One digest per table of the public schema: the table's rows, in a stable order. */
export type DatabaseFingerprint = Record<string, string>;

/**
 * Digests every table's content, so a test can tell whether anything at all was written:
 * each row as its JSON text, sorted, hashed in the database (no rows cross the wire).
 * `exclude` names tables a test expects to change (say, a log of refused logins).
 */
export async function databaseFingerprint(
  db: Db,
  exclude: readonly string[] = [],
): Promise<DatabaseFingerprint> {
  const { rows: tables } = await db.$client.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const fingerprint: DatabaseFingerprint = {};
  for (const { name } of tables) {
    if (exclude.includes(name)) continue;
    const quoted = `"${name.replaceAll('"', '""')}"`;
    const { rows } = await db.$client.query<{ digest: string | null; count: string }>(
      `select md5(coalesce(string_agg(r, E'\\n' order by r), '')) as digest, count(*) as count
         from (select row_to_json(t)::text as r from ${quoted} t) rows`,
    );
    fingerprint[name] = `${rows[0]?.count ?? 0}:${rows[0]?.digest ?? ''}`;
  }
  return fingerprint;
}

/** The tables whose digest differs between two fingerprints (added or removed ones too). */
export function changedTables(before: DatabaseFingerprint, after: DatabaseFingerprint): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}
