import { randomBytes, createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { ImageStore } from '../../server/providers/images';
import type { ImageStoreKind } from '../../server/providers/images';
import { BACKUP_FILE_MODE, BACKUP_FOLDER_MODE } from './backup-file';
import { readAppliedMigrations } from './migration-level';
import { magicLine, type BackupManifest, type ImageSection, type TableSection } from './manifest';
import { SectionDigest } from './section-digest';
import { readSequences } from './sequences';
import { listShopTables, qualified } from './shop-tables';

export interface BackupOptions {
  url: string;
  file: string;
  imageStore: ImageStoreKind;
  /** The store whose pictures go into the backup; left out, the backup holds no pictures. */
  images?: ImageStore;
}

export interface BackupResult {
  file: string;
  /** Size of the file written, compressed. */
  bytes: number;
  manifest: BackupManifest;
}

async function write(stream: WriteStream, chunk: Buffer): Promise<void> {
  if (!stream.write(chunk)) await once(stream, 'drain');
}

/**
 * Writes a logical backup of the shop database (and the local pictures) to one gzipped file:
 * a format line, a manifest (migration level, tables with row counts and SHA-256 each,
 * sequences, pictures), then every section's bytes. All tables are read in one REPEATABLE READ
 * transaction, so they are one consistent moment of the shop even while it takes orders.
 * The sections go to a private scratch file first, because the manifest before them needs
 * their checksums; the backup appears under its name only once complete.
 */
export async function backupDatabase(options: BackupOptions): Promise<BackupResult> {
  const folder = path.dirname(path.resolve(options.file));
  await mkdir(folder, { recursive: true, mode: BACKUP_FOLDER_MODE });
  const scratch = path.join(
    folder,
    `.${path.basename(options.file)}.${randomBytes(6).toString('hex')}`,
  );
  const bodyFile = `${scratch}.body`;
  const partialFile = `${scratch}.partial`;
  try {
    const body = createWriteStream(bodyFile, { mode: BACKUP_FILE_MODE });
    const manifest = await writeSections(options, body);
    body.end();
    await once(body, 'finish');

    const manifestLine = JSON.stringify(manifest);
    const manifestSha256 = createHash('sha256').update(manifestLine).digest('hex');
    await pipeline(
      async function* () {
        yield Buffer.from(`${magicLine(manifestSha256)}\n${manifestLine}\n`);
        yield* createReadStream(bodyFile);
      },
      createGzip(),
      createWriteStream(partialFile, { mode: BACKUP_FILE_MODE }),
    );
    await rename(partialFile, options.file);
    const { size } = await stat(options.file);
    return { file: options.file, bytes: size, manifest };
  } finally {
    await rm(bodyFile, { force: true });
    await rm(partialFile, { force: true });
  }
}

async function writeSections(options: BackupOptions, body: WriteStream): Promise<BackupManifest> {
  const client = new pg.Client({ connectionString: options.url });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const migrations = await readAppliedMigrations(client);
    if (migrations.length === 0) {
      throw new Error('this database has no migrations applied: there is no shop to back up');
    }
    const { rows: server } = await client.query<{ version: string }>(
      "select current_setting('server_version') as version",
    );
    const sequences = await readSequences(client);
    const tables: TableSection[] = [];
    for (const table of await listShopTables(client)) {
      const columns = table.columns.map((column) => pg.escapeIdentifier(column)).join(', ');
      const digest = new SectionDigest();
      const copy = client.query(copyTo(`copy ${qualified(table.name)} (${columns}) to stdout`));
      for await (const chunk of copy as AsyncIterable<Buffer>) {
        digest.update(chunk);
        await write(body, chunk);
      }
      tables.push({
        name: table.name,
        columns: table.columns,
        rows: digest.lines,
        bytes: digest.bytes,
        sha256: digest.hex(),
      });
    }
    await client.query('commit');

    const files: ImageSection[] = [];
    if (options.images) {
      for (const key of await options.images.list('')) {
        const image = await options.images.get(key);
        // Deleted since it was listed (an admin at work): it is not part of the shop any more.
        if (!image) continue;
        const bytes = Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.length);
        const digest = new SectionDigest();
        digest.update(bytes);
        await write(body, bytes);
        files.push({ key, bytes: digest.bytes, sha256: digest.hex() });
      }
    }

    return {
      createdAt: new Date().toISOString(),
      server: server[0]?.version ?? 'unknown',
      migrations,
      tables,
      sequences,
      images: { store: options.imageStore, included: Boolean(options.images), files },
    };
  } finally {
    await client.end();
  }
}
