import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from './schema';
import { resolveDatabaseUrl } from './database-url';
import { envNumber } from '../config/env-number';
import { releaseLostClients } from './release-lost-clients';

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
  // The pool listens for errors only on idle connections. One lost while checked out (in a
  // transaction between two queries when the server restarts) would emit an error nobody
  // handles and end the process; the next query on it fails instead, and the pool drops it.
  pool.on('connect', (client) => {
    client.on('error', (err) => console.error('database connection lost:', err.message));
  });
  releaseLostClients(pool);
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
