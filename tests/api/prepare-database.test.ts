import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, inject, it, vi } from 'vitest';
import { prepareDatabase } from '../../scripts/prepare-database';
import { createDb, type Db } from '../../src/server/db/client';
import { isSeeded } from '../../src/tools/seed/seed';
import { withDatabase } from '../support/database-url';
import { createTestDatabase } from '../support/test-database';

const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-prepare-test-'));
const drops: (() => Promise<void>)[] = [];

/** A database with nothing in it, not even the migrations: a fresh hosted database. */
async function emptyDatabase(): Promise<{ db: Db; url: string }> {
  const serverUrl = inject('serverUrl');
  const name = `prepare_${randomBytes(6).toString('hex')}`;
  const maintenance = createDb(serverUrl, 1);
  await maintenance.$client.query(`create database ${name}`);
  await maintenance.$client.end();
  const url = withDatabase(serverUrl, name);
  const db = createDb(url, 2);
  drops.push(async () => {
    await db.$client.end();
    const admin = createDb(serverUrl, 1);
    await admin.$client.query(`drop database if exists ${name} with (force)`);
    await admin.$client.end();
  });
  return { db, url };
}

/** The shop's tables and drizzle's bookkeeping, as names: empty when nothing was created. */
async function tables(db: Db): Promise<string[]> {
  const { rows } = await db.$client.query<{ name: string }>(
    `select table_schema || '.' || table_name as name from information_schema.tables
      where table_schema in ('public', 'drizzle') order by 1`,
  );
  return rows.map((row) => row.name);
}

const appliedMigrations = async (db: Db) =>
  Number(
    (
      await db.$client.query<{ n: string }>(
        'select count(*) as n from drizzle.__drizzle_migrations',
      )
    ).rows[0]?.n,
  );

/** Runs prepareDatabase against `url` as a build with `env` would, collecting its log. */
async function prepare(url: string, env: Record<string, string>, readOnly = false) {
  vi.stubEnv('DATABASE_URL', url);
  vi.stubEnv('DATA_DIR', dataDir);
  const lines: string[] = [];
  const result = prepareDatabase({ env, readOnly, log: (line) => lines.push(line) });
  return { result, lines };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

afterAll(async () => {
  for (const drop of drops) await drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('deploy previews and the database', () => {
  it('a preview built with plain `npm run build` is refused before it touches the database', async () => {
    const { db, url } = await emptyDatabase();
    const { result } = await prepare(url, { CONTEXT: 'deploy-preview', NETLIFY: 'true' });
    await expect(result).rejects.toThrow(
      'refusing to migrate or seed the database in a deploy-preview build',
    );
    expect(await tables(db)).toEqual([]);
  });

  it('`npm run build:preview` builds from a ready database without migrating it', async () => {
    const shop = await createTestDatabase();
    drops.push(shop.drop);
    const before = await appliedMigrations(shop.db);
    const { result, lines } = await prepare(
      shop.url,
      { CONTEXT: 'deploy-preview', NETLIFY: 'true' },
      true,
    );
    await expect(result).resolves.toBe(shop.url);
    expect(lines).toEqual(['database: used as it is (no migration, no seed)']);
    expect(await appliedMigrations(shop.db)).toBe(before);
  });

  it("leaves a database behind this code's schema as it is, and says so", async () => {
    const shop = await createTestDatabase();
    drops.push(shop.drop);
    // As if this branch added a migration the shop's database has not had yet.
    await shop.db.$client.query(
      'delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)',
    );
    const before = await appliedMigrations(shop.db);
    const { result } = await prepare(shop.url, { CONTEXT: 'branch-deploy' }, true);
    await expect(result).rejects.toThrow("the database lacks 1 of this code's migrations");
    expect(await appliedMigrations(shop.db)).toBe(before);
  });

  it('refuses to build a preview from an empty database it may not fill', async () => {
    const { db, url } = await emptyDatabase();
    const { result } = await prepare(url, { CONTEXT: 'deploy-preview' }, true);
    await expect(result).rejects.toThrow("of this code's migrations");
    expect(await tables(db)).toEqual([]);
  });

  it('migrates a database the owner gave previews (PREVIEW_DATABASE=separate)', async () => {
    const { db, url } = await emptyDatabase();
    // Without ADMIN_PASSWORD the seed then refuses, as on any Netlify build.
    const { result } = await prepare(
      url,
      { CONTEXT: 'deploy-preview', NETLIFY: 'true', PREVIEW_DATABASE: 'separate' },
      true,
    );
    await expect(result).rejects.toThrow('without ADMIN_PASSWORD on Netlify');
    expect(await tables(db)).toContain('public.site_settings');
    expect(await isSeeded(db)).toBe(false);
  });
});

describe('the first seed on Netlify', () => {
  it('refuses without ADMIN_PASSWORD, printing no password and leaving no password file', async () => {
    const { db, url } = await emptyDatabase();
    const { result, lines } = await prepare(url, { NETLIFY: 'true', CONTEXT: 'production' });
    await expect(result).rejects.toThrow(
      'refusing to load the sample shop without ADMIN_PASSWORD on Netlify',
    );
    expect(lines).toEqual(['database: migrations applied']);
    expect(await isSeeded(db)).toBe(false);
    expect(existsSync(path.join(dataDir, 'admin-credentials.txt'))).toBe(false);
  });

  it('loads the shop with the administrator password from the environment', async () => {
    const { db, url } = await emptyDatabase();
    const password = `chosen-${randomBytes(6).toString('hex')}`;
    const { result, lines } = await prepare(url, {
      NETLIFY: 'true',
      CONTEXT: 'production',
      ADMIN_EMAIL: 'owner@shop.example',
      ADMIN_PASSWORD: password,
    });
    await expect(result).resolves.toBe(url);
    expect(await isSeeded(db)).toBe(true);
    expect(lines).toContain('administrator: owner@shop.example (password from ADMIN_PASSWORD)');
    expect(lines.join('\n')).not.toContain(password);
    expect(existsSync(path.join(dataDir, 'admin-credentials.txt'))).toBe(false);
  }, 120_000);
});
