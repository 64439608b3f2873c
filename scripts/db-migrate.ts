import { closeDb, getDb } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { loadEnvFile } from './load-env';

/** npm run db:migrate — also the first step of a Netlify production build. */
async function main(): Promise<void> {
  loadEnvFile();
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
