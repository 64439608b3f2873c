import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { contentTypeForKey, type ImageStore } from '../../server/providers/images';
import { clearShopSchema } from './clear-schema';
import { BackupDamagedError, RestoreRefusedError } from './errors';
import { suspendForeignKeys } from './foreign-keys';
import type { BackupManifest, TableSection } from './manifest';
import { applyMigrations, codeMigrations, planMigrations } from './migration-level';
import { checkSection, openBackup, verifyBackup } from './read-backup';
import { SectionDigest } from './section-digest';
import type { SectionReader } from './section-reader';
import { resetSequences } from './sequences';
import { suspendTriggers } from './triggers';
import { qualified, tablesWithRows } from './shop-tables';

export interface RestoreOptions {
  url: string;
  file: string;
  /** Replace a database that holds data; without it such a database is left alone. */
  force: boolean;
  /** Where the backup's pictures go; left out, they are not restored. */
  images?: ImageStore;
}

export interface RestoreResult {
  manifest: BackupManifest;
  rows: number;
  /** Tables that held rows before and were replaced (with force). */
  replaced: string[];
  /** This code's migrations applied after the data, the backup being older. */
  forwardMigrations: number;
  images: number;
}

/**
 * Restores a backup into the database at `url`, in one transaction: the whole file is checked
 * first; then the shop schema is emptied and rebuilt by this code's migrations up to the
 * backup's level, every table loaded with COPY (triggers off: the rows already hold their
 * effects), the foreign keys checked, sequences moved past the restored rows, row counts
 * compared, and this code's newer migrations applied. Any failure rolls all of it back: the
 * database is as it was.
 */
export async function restoreDatabase(options: RestoreOptions): Promise<RestoreResult> {
  const manifest = await verifyBackup(options.file);
  const plan = planMigrations(manifest.migrations, codeMigrations());

  const client = new pg.Client({ connectionString: options.url });
  await client.connect();
  let reader: SectionReader | undefined;
  try {
    await client.query('begin');
    const replaced = await tablesWithRows(client);
    if (replaced.length > 0 && !options.force) {
      throw new RestoreRefusedError(
        `the database already holds data (${replaced.length} tables with rows: ` +
          `${replaced.slice(0, 5).join(', ')}${replaced.length > 5 ? ', ...' : ''}). ` +
          'A restore replaces all of it; nothing was changed. To overwrite it, run the ' +
          'restore again with --force.',
      );
    }
    await clearShopSchema(client);
    await applyMigrations(client, plan.toBackupLevel);

    const opened = await openBackup(options.file);
    reader = opened.reader;
    // Rows a migration wrote (0014's synonyms) queued deferred trigger events, which would stop
    // the triggers from being switched off; fired now, then those rows make way for the backup's.
    await client.query('set constraints all immediate');
    const restoreForeignKeys = await suspendForeignKeys(client);
    const restoreTriggers = await suspendTriggers(client);
    await emptyTables(client, manifest.tables);
    let rows = 0;
    for (const table of manifest.tables) {
      await loadTable(client, reader, table);
      rows += table.rows;
    }
    await restoreTriggers();
    await restoreForeignKeys();
    await resetSequences(client, manifest.sequences);
    await compareRowCounts(client, manifest.tables);
    await applyMigrations(client, plan.forward);

    let images = 0;
    for (const image of manifest.images.files) {
      const digest = new SectionDigest();
      const parts: Buffer[] = [];
      for await (const chunk of reader.section(image.bytes, `picture ${image.key}`)) {
        digest.update(chunk);
        parts.push(chunk);
      }
      checkSection(`picture ${image.key}`, digest, image.sha256);
      const contentType = contentTypeForKey(image.key);
      if (!contentType) throw new BackupDamagedError(`picture ${image.key} is not an image type`);
      // Written before the commit: should it fail, the database stays as it was, and pictures
      // already written are harmless (keys are never reused for other pictures).
      if (options.images) {
        await options.images.put(image.key, Buffer.concat(parts), contentType);
        images += 1;
      }
    }
    await reader.expectEnd();
    await client.query('commit');
    return { manifest, rows, replaced, forwardMigrations: plan.forward.length, images };
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    await reader?.close();
    await client.end();
  }
}

/**
 * COPY FROM straight from the file, checking the section's checksum as it passes (the file
 * could have changed since it was verified); the transaction is not committed otherwise.
 */
/** The backup's rows are the whole truth: none a migration seeded may stay beside them. */
async function emptyTables(client: pg.ClientBase, tables: readonly TableSection[]): Promise<void> {
  if (tables.length === 0) return;
  await client.query(`truncate ${tables.map((table) => qualified(table.name)).join(', ')}`);
}

async function loadTable(
  client: pg.ClientBase,
  reader: SectionReader,
  table: TableSection,
): Promise<void> {
  const what = `table ${table.name}`;
  const digest = new SectionDigest();
  const columns = table.columns.map((column) => pg.escapeIdentifier(column)).join(', ');
  const copy = client.query(copyFrom(`copy ${qualified(table.name)} (${columns}) from stdin`));
  try {
    await pipeline(
      Readable.from(
        (async function* () {
          for await (const chunk of reader.section(table.bytes, what)) {
            digest.update(chunk);
            yield chunk;
          }
        })(),
      ),
      copy,
    );
  } catch (err) {
    if (err instanceof BackupDamagedError) throw err;
    const detail = err instanceof Error ? err.message : String(err);
    throw new Error(`restoring ${what} failed: ${detail}`, { cause: err });
  }
  checkSection(what, digest, table.sha256, table.rows);
}

async function compareRowCounts(
  client: pg.ClientBase,
  tables: readonly TableSection[],
): Promise<void> {
  for (const table of tables) {
    const { rows } = await client.query<{ count: string }>(
      `select count(*)::text as count from ${qualified(table.name)}`,
    );
    const count = Number(rows[0]?.count);
    if (count !== table.rows) {
      throw new Error(
        `restoring table ${table.name} failed: ${count} rows loaded, the backup has ${table.rows}`,
      );
    }
  }
}
