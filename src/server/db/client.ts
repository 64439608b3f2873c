import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from './schema';
import { resolveDatabaseUrl } from './database-url';
import { envNumber } from '../config/env-number';

export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };

let dbPromise: Promise<Db> | undefined;

/**
 * One pool per process. A Netlify Function instance serves one request at a time, so a small
 * pool is enough and keeps a hosted PostgreSQL's connection limit safe across many instances.
 */
export function createDb(url: string, max = envNumber('DATABASE_POOL_MAX', 5)): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    idleTimeoutMillis: 10_000,
    connectionTimeoutMillis: 5_000,
  });
  // A dropped idle connection (database restart) must not crash the process; the pool
  // replaces it on the next query.
  pool.on('error', (err) => console.error('database pool error:', err.message));
  return drizzle(pool, { schema, casing: 'snake_case' });
}

export function getDb(): Promise<Db> {
  dbPromise ??= resolveDatabaseUrl().then((url) => createDb(url));
  dbPromise.catch(() => {
    dbPromise = undefined;
  });
  return dbPromise;
}

/** Closes the process's pool (scripts and tests; functions keep theirs warm). */
export async function closeDb(): Promise<void> {
  const pending = dbPromise;
  dbPromise = undefined;
  if (pending) await (await pending).$client.end();
}
