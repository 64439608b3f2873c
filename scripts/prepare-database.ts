import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { closeDb, getDb } from '../src/server/db/client';
import { resolveDatabaseUrl } from '../src/server/db/database-url';
import { runMigrations } from '../src/server/db/migrate';
import { dataDir } from '../src/server/db/paths';
import { isSeeded, resetDatabase, seedDatabase } from '../src/server/db/seed/seed';

export interface PrepareOptions {
  /** Seed even when the database already holds a shop (after wiping it). */
  reset?: boolean;
  log?: (line: string) => void;
}

/**
 * Brings the database to the current schema and loads the sample shop into an empty one.
 * Returns the URL so a caller can hand the same database to the functions it starts.
 */
export async function prepareDatabase({ reset = false, log = console.log }: PrepareOptions = {}) {
  const url = await resolveDatabaseUrl();
  const db = await getDb();
  await runMigrations(db);
  log('database: migrations applied');
  if (reset) {
    await resetDatabase(db);
    log('database: emptied (--reset)');
  }
  if (!(await isSeeded(db))) {
    log('database: loading the sample shop ...');
    const result = await seedDatabase(db, {
      adminEmail: process.env.ADMIN_EMAIL,
      adminPassword: process.env.ADMIN_PASSWORD,
      log,
    });
    const counts = Object.entries(result.counts)
      .map(([table, count]) => `${table} ${count}`)
      .join(', ');
    log(`database: sample shop loaded (${counts})`);
    announceAdmin(result.admin.email, result.admin.generatedPassword, log);
  }
  await closeDb();
  return url;
}

/** A generated password is shown once and kept only on this machine, never in the repo. */
function announceAdmin(email: string, password: string | undefined, log: (line: string) => void) {
  if (!password) {
    log(`administrator: ${email} (password from ADMIN_PASSWORD)`);
    return;
  }
  const file = path.join(dataDir(), 'admin-credentials.txt');
  mkdirSync(dataDir(), { recursive: true });
  writeFileSync(file, `email: ${email}\npassword: ${password}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  log('');
  log('  Administrator account created:');
  log(`    email:    ${email}`);
  log(`    password: ${password}`);
  log(`  (shown once; also in ${path.relative(process.cwd(), file)} on this machine only)`);
  log('');
}
