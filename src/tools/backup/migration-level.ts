import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import pg from 'pg';
import { migrationsFolder } from '../../server/config/paths';
import { RestoreRefusedError } from './errors';
import type { AppliedMigration } from './manifest';
import { MIGRATIONS_SCHEMA, MIGRATIONS_TABLE } from './shop-tables';

const bookkeeping = `${pg.escapeIdentifier(MIGRATIONS_SCHEMA)}.${pg.escapeIdentifier(MIGRATIONS_TABLE)}`;

/** The migrations drizzle recorded in this database, oldest first; none on a bare database. */
export async function readAppliedMigrations(client: pg.ClientBase): Promise<AppliedMigration[]> {
  const { rows: exists } = await client.query<{ found: boolean }>(
    'select to_regclass($1) is not null as found',
    [bookkeeping],
  );
  if (!exists[0]?.found) return [];
  const { rows } = await client.query<{ hash: string; createdAt: string }>(
    `select hash, created_at::text as "createdAt" from ${bookkeeping} order by created_at, id`,
  );
  return rows.map((row) => ({ hash: row.hash, createdAt: Number(row.createdAt) }));
}

/** This code's migrations, read from drizzle's journal as `npm run db:migrate` reads them. */
export function codeMigrations(): MigrationMeta[] {
  return readMigrationFiles({ migrationsFolder: migrationsFolder() });
}

export interface MigrationPlan {
  /** Brings an empty database to the backup's level, before its data is loaded. */
  toBackupLevel: MigrationMeta[];
  /** This code's later migrations, applied to the restored data. */
  forward: MigrationMeta[];
}

/**
 * Splits this code's migrations at the backup's level the way drizzle's migrator decides what
 * is pending (a journal entry newer than the last one applied). A backup that applied a
 * migration this code does not have comes from newer code: its tables may not exist here.
 */
export function planMigrations(
  backup: readonly AppliedMigration[],
  code: readonly MigrationMeta[],
): MigrationPlan {
  const known = new Set(code.map((migration) => migration.folderMillis));
  const unknown = backup.filter((migration) => !known.has(migration.createdAt));
  if (unknown.length > 0) {
    throw new RestoreRefusedError(
      `the backup is newer than this code: it has ${unknown.length} migration(s) this code ` +
        `does not know (created ${unknown.map((m) => m.createdAt).join(', ')}). ` +
        'Restore it with the version of the shop that wrote it, or a newer one.',
    );
  }
  const level = Math.max(-Infinity, ...backup.map((migration) => migration.createdAt));
  return {
    toBackupLevel: code.filter((migration) => migration.folderMillis <= level),
    forward: code.filter((migration) => migration.folderMillis > level),
  };
}

/**
 * Applies migrations on the caller's open transaction, recording each as drizzle does, so
 * `npm run db:migrate` later sees them as applied. (drizzle's own migrate() opens a
 * transaction of its own, which would end the restore's.)
 */
export async function applyMigrations(
  client: pg.ClientBase,
  migrations: readonly MigrationMeta[],
): Promise<void> {
  await client.query(`create schema if not exists ${pg.escapeIdentifier(MIGRATIONS_SCHEMA)}`);
  await client.query(
    `create table if not exists ${bookkeeping} (id serial primary key, hash text not null, created_at bigint)`,
  );
  for (const migration of migrations) {
    for (const statement of migration.sql) {
      if (statement.trim()) await client.query(statement);
    }
    await client.query(`insert into ${bookkeeping} (hash, created_at) values ($1, $2)`, [
      migration.hash,
      migration.folderMillis,
    ]);
  }
}
