import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  BackupDamagedError,
  BackupFormatError,
  RestoreRefusedError,
} from '../src/tools/backup/errors';
import { restoreDatabase } from '../src/tools/backup/restore-backup';
import { resolveDatabaseUrl } from '../src/server/db/database-url';
import { getImageStore, imageStoreKind } from '../src/server/providers/images';
import { loadEnvFile } from './load-env';

const USAGE = 'usage: npm run db:restore -- FILE [--force]';

/**
 * npm run db:restore -- FILE [--force] — replaces the shop database (DATABASE_URL or the
 * embedded one) with a backup; a database that holds data only with --force.
 */
async function main(): Promise<number> {
  loadEnvFile();
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean', default: false } },
  });
  const [file, ...extra] = positionals;
  if (!file || extra.length > 0) {
    console.error(USAGE);
    return 2;
  }
  if (!existsSync(file)) {
    console.error(`restore refused: there is no file ${file}`);
    return 1;
  }
  const kind = imageStoreKind();
  const result = await restoreDatabase({
    url: await resolveDatabaseUrl(),
    file: path.resolve(file),
    force: values.force,
    images: kind === 'fs' ? getImageStore() : undefined,
  });
  const { manifest } = result;
  console.log(`restored ${file} (written ${manifest.createdAt})`);
  console.log(`  ${manifest.tables.length} tables, ${result.rows} rows; row counts verified`);
  if (result.replaced.length > 0) {
    console.log(`  replaced the data that was there (--force)`);
  }
  if (result.forwardMigrations > 0) {
    console.log(`  then applied ${result.forwardMigrations} newer migration(s) of this code`);
  }
  if (!manifest.images.included) {
    console.log('  the backup holds no pictures (they were in Netlify Blobs)');
  } else if (kind === 'fs') {
    console.log(`  ${result.images} pictures written to the local image folder`);
  } else {
    console.log('  pictures not restored: this process uses Netlify Blobs (see README)');
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    const message = err instanceof Error ? err.message : String(err);
    const refused =
      err instanceof RestoreRefusedError ||
      err instanceof BackupDamagedError ||
      err instanceof BackupFormatError;
    console.error(
      refused ? `restore refused: ${message}` : `restore failed, nothing was changed: ${message}`,
    );
    process.exit(1);
  },
);
