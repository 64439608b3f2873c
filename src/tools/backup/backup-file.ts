import path from 'node:path';
import { dataDir } from '../../server/config/paths';

/** Backups hold customers' data and password hashes: readable by their owner only. */
export const BACKUP_FILE_MODE = 0o600;
export const BACKUP_FOLDER_MODE = 0o700;

export function backupFolder(): string {
  return path.join(dataDir(), 'backups');
}

/** `.data/backups/shop-20250131T235959Z.backup.gz`: UTC, sorts by time, no colons (Windows). */
export function defaultBackupFile(now: Date = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return path.join(backupFolder(), `shop-${stamp}.backup.gz`);
}
