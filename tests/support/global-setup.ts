import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDb } from '../../src/server/db/client';
import { startEmbeddedPostgres } from '../../src/server/db/embedded';
import { runMigrations } from '../../src/server/db/migrate';
import { seedDatabase } from '../../src/server/db/seed/seed';
import { TEMPLATE_DATABASE, withDatabase } from './database-url';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of the throwaway server's maintenance database (postgres). */
    serverUrl: string;
    /** Where the test run keeps its files (images, secrets): never the developer's .data/. */
    dataDir: string;
    adminEmail: string;
    adminPassword: string;
  }
}

/**
 * One throwaway PostgreSQL for the whole run, with a migrated and seeded template database.
 * Each test file clones the template (CREATE DATABASE ... TEMPLATE), so files run in parallel
 * against real, isolated data without re-seeding.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = mkdtempSync(path.join(tmpdir(), 'shop-test-'));
  // The database runs as the postgres user (when tests run as root): it must reach its folder.
  chmodSync(root, 0o755);
  const dataDir = path.join(root, 'data');
  process.env.DATA_DIR = dataDir;
  const port = 56000 + Math.floor(Math.random() * 4000);
  const server = await startEmbeddedPostgres({
    dir: path.join(root, 'pg'),
    port,
    persistent: false,
  });
  const serverUrl = withDatabase(server.url, 'postgres');

  const maintenance = createDb(serverUrl, 1);
  await maintenance.$client.query(`create database ${TEMPLATE_DATABASE}`);
  await maintenance.$client.end();

  const adminEmail = 'admin@test.example';
  const adminPassword = `test-${Math.random().toString(36).slice(2)}-password`;
  const template = createDb(withDatabase(server.url, TEMPLATE_DATABASE), 2);
  await runMigrations(template);
  await seedDatabase(template, { adminEmail, adminPassword });
  await template.$client.end();

  project.provide('serverUrl', serverUrl);
  project.provide('dataDir', dataDir);
  project.provide('adminEmail', adminEmail);
  project.provide('adminPassword', adminPassword);

  return async () => {
    await server.stop();
    rmSync(root, { recursive: true, force: true });
  };
}
