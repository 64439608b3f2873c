import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Db } from './client';
import { migrationsFolder } from '../config/paths';

/** Applies the drizzle-kit migrations that this database has not seen yet. */
export async function runMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder: migrationsFolder() });
}
