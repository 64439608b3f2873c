import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import {
  BackupDamagedError,
  BackupFormatError,
  RestoreRefusedError,
} from '../../src/tools/backup/errors';
import { magicLine, type BackupManifest } from '../../src/tools/backup/manifest';
import { applyMigrations, codeMigrations } from '../../src/tools/backup/migration-level';
import { restoreDatabase } from '../../src/tools/backup/restore-backup';
import { SectionDigest } from '../../src/tools/backup/section-digest';
import { backupDatabase } from '../../src/tools/backup/write-backup';
import { createDb, type Db } from '../../src/server/db/client';
import { addresses } from '../../src/server/db/schema';
import { FsImageStore } from '../../src/server/providers/images';
import { databaseFingerprint } from '../support/db-fingerprint';
import { withDatabase } from '../support/database-url';
import { insertOrder, pickProducts } from '../support/orders';
import { signedInAs } from '../support/test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const work = mkdtempSync(path.join(tmpdir(), 'shop-backup-test-'));
const databases: TestDatabase[] = [];

/** A new database with nothing in it, not even the migrations. */
async function emptyDatabase(): Promise<TestDatabase> {
  const serverUrl = inject('serverUrl');
  const name = `restore_${randomBytes(6).toString('hex')}`;
  const maintenance = createDb(serverUrl, 1);
  await maintenance.$client.query(`create database ${name}`);
  await maintenance.$client.end();
  const url = withDatabase(serverUrl, name);
  const db = createDb(url, 2);
  const database: TestDatabase = {
    db,
    url,
    drop: async () => {
      await db.$client.end();
      const admin = createDb(serverUrl, 1);
      await admin.$client.query(`drop database if exists ${name} with (force)`);
      await admin.$client.end();
    },
  };
  databases.push(database);
  return database;
}

async function seededCopy(): Promise<TestDatabase> {
  const database = await createTestDatabase();
  databases.push(database);
  return database;
}

/** Everything a restore could touch: the shop's rows, drizzle's bookkeeping, the schema. */
async function wholeState(db: Db) {
  const { rows: objects } = await db.$client.query<{ name: string }>(
    `select n.nspname || '.' || c.relname || ':' || c.relkind::text as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname in ('public', 'drizzle') order by 1`,
  );
  const { rows: migrations } = await db.$client.query<{ hash: string }>(
    `select hash, created_at::text from drizzle.__drizzle_migrations order by id`,
  );
  return { rows: await databaseFingerprint(db), objects, migrations };
}

async function tableCount(db: Db): Promise<number> {
  const { rows } = await db.$client.query<{ count: string }>(
    `select count(*)::text as count from pg_class
      where relnamespace in ('public'::regnamespace) and relkind = 'r'`,
  );
  return Number(rows[0]?.count);
}

interface ParsedBackup {
  manifest: BackupManifest;
  /** Table sections, then picture sections, as in the file. */
  sections: Buffer[];
}

function parseBackup(file: string): ParsedBackup {
  const raw = gunzipSync(readFileSync(file));
  const first = raw.indexOf(0x0a);
  const second = raw.indexOf(0x0a, first + 1);
  const manifest = JSON.parse(raw.subarray(first + 1, second).toString('utf8')) as BackupManifest;
  let at = second + 1;
  const sections = [...manifest.tables, ...manifest.images.files].map((section) => {
    const bytes = raw.subarray(at, at + section.bytes);
    at += section.bytes;
    return bytes;
  });
  return { manifest, sections };
}

/** Writes a well-formed backup of the given content: every checksum and count recomputed. */
function writeBackup(file: string, { manifest, sections }: ParsedBackup): void {
  const described = [...manifest.tables, ...manifest.images.files];
  described.forEach((section, index) => {
    const digest = new SectionDigest();
    digest.update(sections[index]!);
    section.bytes = digest.bytes;
    if ('rows' in section) section.rows = digest.lines;
    section.sha256 = digest.hex();
  });
  const line = JSON.stringify(manifest);
  const sha = createHash('sha256').update(line).digest('hex');
  writeFileSync(
    file,
    gzipSync(Buffer.concat([Buffer.from(`${magicLine(sha)}\n${line}\n`), ...sections])),
  );
}

function tableIndex(manifest: BackupManifest, name: string): number {
  const index = manifest.tables.findIndex((table) => table.name === name);
  if (index < 0) throw new Error(`no table ${name} in the backup`);
  return index;
}

let source: TestDatabase;
let backupFile: string;
let manifest: BackupManifest;
let orderNo: number;
const sourceImages = new FsImageStore(path.join(work, 'source-images'));

beforeAll(async () => {
  source = await seededCopy();
  const customer = await signedInAs(source.db, 'C');
  await source.db.insert(addresses).values({
    customerId: customer.id,
    addrName: 'Anna Rossi',
    addrEmail: customer.email,
    addrTel: '+39 06 1234 5678',
    addrLine1: 'Via Roma 1',
    addrLine2: 'tab\there, newline\nhere, back\\slash, «ciao»',
    addrCity: 'Roma',
    addrCode: '00100',
    addrCountry: 'IT',
    isDefault: true,
  });
  const order = await insertOrder(source.db, {
    customer,
    lines: (await pickProducts(source.db, 2)).map((product) => ({ product, quantity: 2 })),
  });
  orderNo = order.orderNo;
  await sourceImages.put('products/test-1.webp', new Uint8Array([1, 2, 3, 4]), 'image/webp');
  await sourceImages.put('site/logo.png', randomBytes(5000), 'image/png');

  backupFile = path.join(work, 'shop.backup.gz');
  const result = await backupDatabase({
    url: source.url,
    file: backupFile,
    imageStore: 'fs',
    images: sourceImages,
  });
  manifest = result.manifest;
  expect(result.bytes).toBe(statSync(backupFile).size);
});

afterAll(async () => {
  for (const database of databases) await database.drop();
  rmSync(work, { recursive: true, force: true });
});

describe('npm run db:backup', () => {
  it('writes every shop table with its row count, the migration level and the pictures', async () => {
    const { rows } = await source.db.$client.query<{ name: string; count: string }>(
      `select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    );
    expect(manifest.tables.map((table) => table.name)).toEqual(rows.map((row) => row.name));
    for (const table of manifest.tables) {
      const { rows: counted } = await source.db.$client.query<{ count: string }>(
        `select count(*)::text as count from "${table.name}"`,
      );
      expect(table.rows, table.name).toBe(Number(counted[0]?.count));
    }
    expect(manifest.tables[tableIndex(manifest, 'orders')]!.rows).toBeGreaterThan(0);
    expect(manifest.migrations.map((m) => m.createdAt)).toEqual(
      codeMigrations().map((m) => m.folderMillis),
    );
    expect(manifest.images.files.map((file) => file.key)).toEqual([
      'products/test-1.webp',
      'site/logo.png',
    ]);
    // Customers' data and password hashes: the owner's eyes only.
    expect(statSync(backupFile).mode & 0o777).toBe(0o600);
  });
});

describe('npm run db:restore', () => {
  it('restores into an empty database: the same rows, migrations and pictures', async () => {
    const target = await emptyDatabase();
    const images = new FsImageStore(path.join(work, 'restored-images'));
    const result = await restoreDatabase({
      url: target.url,
      file: backupFile,
      force: false,
      images,
    });

    expect(result.replaced).toEqual([]);
    expect(result.forwardMigrations).toBe(0);
    const restored = await wholeState(target.db);
    const original = await wholeState(source.db);
    expect(restored.rows).toEqual(original.rows);
    expect(restored.migrations).toEqual(original.migrations);
    expect(await images.list('')).toEqual(await sourceImages.list(''));
    expect((await images.get('site/logo.png'))?.bytes).toEqual(
      (await sourceImages.get('site/logo.png'))?.bytes,
    );

    // Sequences continue after the restored rows: new rows get new numbers.
    const customer = await signedInAs(target.db, 'C');
    const [product] = await pickProducts(target.db, 1);
    const next = await insertOrder(target.db, { customer, lines: [{ product: product! }] });
    expect(next.orderNo).toBeGreaterThan(orderNo);
    const { rows: sequences } = await target.db.$client.query<{
      name: string;
      owner: string;
      column: string;
    }>(
      `select s.oid::regclass::text as name, t.oid::regclass::text as owner, a.attname as column
         from pg_class s
         join pg_depend d on d.objid = s.oid and d.deptype in ('a', 'i')
                         and d.refclassid = 'pg_class'::regclass
         join pg_class t on t.oid = d.refobjid
         join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
        where s.relkind = 'S' and s.relnamespace = 'public'::regnamespace`,
    );
    expect(sequences.length).toBeGreaterThan(0);
    for (const row of sequences) {
      const { rows: check } = await target.db.$client.query<{ ok: boolean }>(
        `select nextval($1::regclass) > coalesce(max("${row.column}"), 0) as ok from ${row.owner}`,
        [row.name],
      );
      expect(check[0]?.ok, row.name).toBe(true);
    }
  });

  it('refuses a database that holds data without --force and changes nothing', async () => {
    const target = await seededCopy();
    const before = await wholeState(target.db);
    const attempt = restoreDatabase({ url: target.url, file: backupFile, force: false });
    await expect(attempt).rejects.toBeInstanceOf(RestoreRefusedError);
    await expect(attempt).rejects.toThrow(/already holds data.*--force/);
    expect(await wholeState(target.db)).toEqual(before);

    const forced = await restoreDatabase({ url: target.url, file: backupFile, force: true });
    expect(forced.replaced).toContain('products');
    expect((await wholeState(target.db)).rows).toEqual((await wholeState(source.db)).rows);
  });

  it('refuses a damaged file before writing anything', async () => {
    const target = await emptyDatabase();
    const compressed = readFileSync(backupFile);

    const flipped = Buffer.from(compressed);
    flipped[Math.floor(flipped.length / 2)]! ^= 0xff;
    writeFileSync(path.join(work, 'flipped.gz'), flipped);
    await expect(
      restoreDatabase({ url: target.url, file: path.join(work, 'flipped.gz'), force: false }),
    ).rejects.toBeInstanceOf(BackupDamagedError);

    // Re-compressed, so only the backup's own checksum can tell.
    const raw = gunzipSync(compressed);
    const at = raw.length - 100;
    raw[at] = raw[at] === 0x41 ? 0x42 : 0x41;
    writeFileSync(path.join(work, 'altered.gz'), gzipSync(raw));
    await expect(
      restoreDatabase({ url: target.url, file: path.join(work, 'altered.gz'), force: false }),
    ).rejects.toThrow(/damaged.*checksum differs/);

    writeFileSync(path.join(work, 'cut.gz'), gzipSync(raw.subarray(0, raw.length / 2)));
    await expect(
      restoreDatabase({ url: target.url, file: path.join(work, 'cut.gz'), force: false }),
    ).rejects.toThrow(/damaged.*ends inside/);

    writeFileSync(path.join(work, 'short.gz'), compressed.subarray(0, compressed.length - 20));
    await expect(
      restoreDatabase({ url: target.url, file: path.join(work, 'short.gz'), force: false }),
    ).rejects.toBeInstanceOf(BackupDamagedError);

    expect(await tableCount(target.db)).toBe(0);
  });

  it('refuses a file of an unknown format', async () => {
    const target = await emptyDatabase();
    const cases: [string, Buffer][] = [
      ['plain.sql', Buffer.from('create table x (id int);\n')],
      ['other.gz', gzipSync('{"some":"json"}\n')],
      ['future.gz', gzipSync('borse-shop-backup 99 x\n{}\n')],
    ];
    for (const [name, bytes] of cases) {
      writeFileSync(path.join(work, name), bytes);
      await expect(
        restoreDatabase({ url: target.url, file: path.join(work, name), force: false }),
        name,
      ).rejects.toBeInstanceOf(BackupFormatError);
    }
    expect(await tableCount(target.db)).toBe(0);
  });

  it('refuses a backup newer than this code', async () => {
    const target = await emptyDatabase();
    const parsed = parseBackup(backupFile);
    parsed.manifest.migrations.push({ hash: 'f'.repeat(64), createdAt: Date.now() + 1e12 });
    const newer = path.join(work, 'newer.gz');
    writeBackup(newer, parsed);
    await expect(restoreDatabase({ url: target.url, file: newer, force: false })).rejects.toThrow(
      /newer than this code/,
    );
    expect(await tableCount(target.db)).toBe(0);
  });

  it('a restore that fails half-way leaves the database as it was', async () => {
    const target = await seededCopy();
    await target.db.$client.query(`update brands set name = name || ' (changed)'`);
    const before = await wholeState(target.db);

    // A duplicated order: the checksums match, the primary key does not.
    const duplicated = parseBackup(backupFile);
    const orders = tableIndex(duplicated.manifest, 'orders');
    const firstRow = duplicated.sections[orders]!.subarray(
      0,
      duplicated.sections[orders]!.indexOf(0x0a) + 1,
    );
    duplicated.sections[orders] = Buffer.concat([duplicated.sections[orders]!, firstRow]);
    const duplicateFile = path.join(work, 'duplicate.gz');
    writeBackup(duplicateFile, duplicated);
    await expect(
      restoreDatabase({ url: target.url, file: duplicateFile, force: true }),
    ).rejects.toThrow(/restoring table orders failed/);
    expect(await wholeState(target.db)).toEqual(before);

    // An address of a customer who is not there: caught when the foreign keys come back.
    const orphan = parseBackup(backupFile);
    const book = tableIndex(orphan.manifest, 'addresses');
    const column = orphan.manifest.tables[book]!.columns.indexOf('customer_id');
    const lines = orphan.sections[book]!.toString('utf8').split('\n');
    const fields = lines[0]!.split('\t');
    fields[column] = '00000000-0000-4000-8000-000000000000';
    lines[0] = fields.join('\t');
    orphan.sections[book] = Buffer.from(lines.join('\n'));
    const orphanFile = path.join(work, 'orphan.gz');
    writeBackup(orphanFile, orphan);
    await expect(
      restoreDatabase({ url: target.url, file: orphanFile, force: true }),
    ).rejects.toThrow(/foreign key/);
    expect(await wholeState(target.db)).toEqual(before);
  });

  it('restores an older backup, then brings it to this code’s migrations', async () => {
    const code = codeMigrations();
    const older = await emptyDatabase();
    const client = await older.db.$client.connect();
    try {
      await applyMigrations(client, code.slice(0, -1));
    } finally {
      client.release();
    }
    const olderFile = path.join(work, 'older.gz');
    const { manifest: olderManifest } = await backupDatabase({
      url: older.url,
      file: olderFile,
      imageStore: 'fs',
    });
    expect(olderManifest.migrations).toHaveLength(code.length - 1);
    expect(olderManifest.images).toEqual({ store: 'fs', included: false, files: [] });

    const target = await emptyDatabase();
    const result = await restoreDatabase({ url: target.url, file: olderFile, force: false });
    expect(result.forwardMigrations).toBe(1);
    const { rows } = await target.db.$client.query<{ createdAt: string }>(
      `select created_at::text as "createdAt" from drizzle.__drizzle_migrations order by id`,
    );
    expect(rows.map((row) => Number(row.createdAt))).toEqual(code.map((m) => m.folderMillis));
    expect(Object.keys(await databaseFingerprint(target.db))).toEqual(
      Object.keys(await databaseFingerprint(source.db)),
    );
  });
});
