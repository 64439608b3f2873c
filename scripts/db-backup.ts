import path from 'node:path';
import { parseArgs } from 'node:util';
import { defaultBackupFile } from '../src/tools/backup/backup-file';
import { backupDatabase } from '../src/tools/backup/write-backup';
import { resolveDatabaseUrl } from '../src/server/db/database-url';
import { getImageStore, imageStoreKind } from '../src/server/providers/images';
import { loadEnvFile } from './load-env';

/**
 * npm run db:backup [-- --out FILE] — a consistent backup of the shop database (DATABASE_URL
 * or the embedded one) and of the local pictures, by default under .data/backups/.
 */
async function main(): Promise<void> {
  loadEnvFile();
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const file = path.resolve(values.out ?? defaultBackupFile());
  const kind = imageStoreKind();
  const result = await backupDatabase({
    url: await resolveDatabaseUrl(),
    file,
    imageStore: kind,
    images: kind === 'fs' ? getImageStore() : undefined,
  });
  const { tables, images, migrations } = result.manifest;
  const rows = tables.reduce((sum, table) => sum + table.rows, 0);
  const relative = path.relative(process.cwd(), file);
  console.log(`backup written: ${relative.startsWith('..') ? file : relative}`);
  console.log(
    `  ${formatBytes(result.bytes)}; ${tables.length} tables, ${rows} rows, ` +
      `${images.files.length} pictures, ${migrations.length} migrations applied`,
  );
  if (!images.included) {
    console.log('  pictures are in Netlify Blobs and are not part of this backup (see README)');
  }
  process.exit(0);
}

/** 1 kB = 1,000 bytes, as the benchmarks count. */
function formatBytes(bytes: number): string {
  if (bytes < 1_000) return `${bytes} bytes`;
  if (bytes < 1_000_000) return `${(bytes / 1_000).toFixed(1)} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

main().catch((err: unknown) => {
  console.error('backup failed:', err instanceof Error ? err.message : err);
  process.exit(1);
});
