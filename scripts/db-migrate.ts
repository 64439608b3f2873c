import { closeDb, getDb } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { databaseChanges } from '../src/server/db/prepare-rules';
import { loadEnvFile } from './load-env';

/** npm run db:migrate; refused in a deploy preview's build, as `npm run build` is there. */
async function main(): Promise<void> {
  loadEnvFile();
  databaseChanges(process.env, { readOnly: false });
  const db = await getDb();
  await runMigrations(db);
  console.log('migrations applied');
  await closeDb();
  process.exit(0);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
