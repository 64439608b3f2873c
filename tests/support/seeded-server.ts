import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDb } from '../../src/server/db/client';
import { startEmbeddedPostgres } from '../../src/server/db/embedded';
import { runMigrations } from '../../src/server/db/migrate';
import { seedDatabase } from '../../src/tools/seed/seed';
import { withDatabase } from './database-url';

export interface SeededServer {
  /** Maintenance database URL of the throwaway server. */
  serverUrl: string;
  /** URL of the migrated, seeded database. */
  databaseUrl: string;
  dataDir: string;
  admin: { email: string; password: string };
  stop: () => Promise<void>;
}

/**
 * A throwaway PostgreSQL (embedded, loopback) with one migrated and seeded database, and a
 * private data folder for images and secrets: never the developer's .data/.
 */
export async function startSeededServer(
  database: string,
  options: { maxConnections?: number } = {},
): Promise<SeededServer> {
  const root = mkdtempSync(path.join(tmpdir(), 'shop-test-'));
  const dataDir = path.join(root, 'data');
  process.env.DATA_DIR = dataDir;
  const port = 56000 + Math.floor(Math.random() * 4000);
  const server = await startEmbeddedPostgres({
    dir: path.join(root, 'pg'),
    port,
    persistent: false,
    maxConnections: options.maxConnections,
  });
  const serverUrl = withDatabase(server.url, 'postgres');

  const maintenance = createDb(serverUrl, 1);
  await maintenance.$client.query(`create database ${database}`);
  await maintenance.$client.end();

  const admin = {
    email: 'admin@test.example',
    password: `test-${Math.random().toString(36).slice(2)}-password`,
  };
  const databaseUrl = withDatabase(server.url, database);
  const db = createDb(databaseUrl, 2);
  await runMigrations(db);
  await seedDatabase(db, { adminEmail: admin.email, adminPassword: admin.password });
  await db.$client.end();

  return {
    serverUrl,
    databaseUrl,
    dataDir,
    admin,
    stop: async () => {
      await server.stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
