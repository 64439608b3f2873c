import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../src/server/db/client';
import { closeDb, getDb } from '../src/server/db/client';
import { resolveDatabaseUrl } from '../src/server/db/database-url';
import { codeMigrations, readAppliedMigrations } from '../src/tools/backup/migration-level';
import { runMigrations } from '../src/server/db/migrate';
import { dataDir } from '../src/server/config/paths';
import { assertMaySeed, databaseChanges, type BuildEnv } from '../src/server/db/prepare-rules';
import { isSeeded, resetDatabase, seedDatabase } from '../src/tools/seed/seed';

export interface PrepareOptions {
  /** Seed even when the database already holds a shop (after wiping it). */
  reset?: boolean;
  /**
   * Build from the database as it is (`npm run build:preview`): no migration, no seed; a
   * database that is not ready fails here rather than halfway through the site build.
   */
  readOnly?: boolean;
  log?: (line: string) => void;
  env?: BuildEnv & NodeJS.ProcessEnv;
}

/**
 * Brings the database to the current schema and loads the sample shop into an empty one, as
 * far as the deploy context allows (src/server/db/prepare-rules.ts). Returns the URL so a
 * caller can hand the same database to the functions it starts.
 */
export async function prepareDatabase({
  reset = false,
  readOnly = false,
  log = console.log,
  env = process.env,
}: PrepareOptions = {}) {
  const changes = databaseChanges(env, { readOnly: readOnly && !reset });
  const url = await resolveDatabaseUrl();
  const db = await getDb();
  try {
    if (changes === 'none') {
      await assertReady(db);
      log('database: used as it is (no migration, no seed)');
      return url;
    }
    await runMigrations(db);
    log('database: migrations applied');
    if (reset) {
      assertMaySeed(env);
      await resetDatabase(db);
      log('database: emptied (--reset)');
    }
    if (!(await isSeeded(db))) {
      assertMaySeed(env);
      log('database: loading the sample shop ...');
      const result = await seedDatabase(db, {
        adminEmail: env.ADMIN_EMAIL,
        adminPassword: env.ADMIN_PASSWORD,
        log,
      });
      const counts = Object.entries(result.counts)
        .map(([table, count]) => `${table} ${count}`)
        .join(', ');
      log(`database: sample shop loaded (${counts})`);
      announceAdmin(result.admin.email, result.admin.generatedPassword, log);
    }
    return url;
  } finally {
    await closeDb();
  }
}

/** A read-only build needs this code's schema and a shop in the database already. */
async function assertReady(db: Db): Promise<void> {
  const client = await db.$client.connect();
  const applied = await readAppliedMigrations(client).finally(() => client.release());
  const last = Math.max(-Infinity, ...applied.map((migration) => migration.createdAt));
  const pending = codeMigrations().filter((migration) => migration.folderMillis > last);
  if (pending.length > 0) {
    throw new Error(
      `the database lacks ${pending.length} of this code's migrations, and this build may not ` +
        'apply them (a preview must not change the shop before the change is merged). Give ' +
        'previews a DATABASE_URL of their own and PREVIEW_DATABASE=separate, or merge first.',
    );
  }
  if (!(await isSeeded(db))) {
    throw new Error('the database holds no shop yet, and this build may not load one');
  }
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
