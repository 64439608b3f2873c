import path from 'node:path';

/**
 * Local state lives under .data/ at the project root (ignored by git): the embedded database,
 * the development secrets and the mail outbox. DATA_DIR moves it, which tests use.
 */
export function projectRoot(): string {
  return process.env.PROJECT_ROOT || process.cwd();
}

export function dataDir(): string {
  return process.env.DATA_DIR || path.join(projectRoot(), '.data');
}

export function migrationsFolder(): string {
  return path.join(projectRoot(), 'src/server/db/migrations');
}
