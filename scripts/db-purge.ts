import { closeDb, getDb } from '../src/server/db/client';
import { purgeExpired } from '../src/server/housekeeping/purge-expired';
import { loadEnvFile } from './load-env';

/** npm run db:purge — what the hourly scheduled function does, for netlify dev or a laptop. */
async function main(): Promise<void> {
  loadEnvFile();
  const report = await purgeExpired(await getDb());
  console.log(
    `purge: ${report.carts} expired carts, ${report.sessions} sessions, ${report.links} links, ${report.windows} rate windows deleted`,
  );
  await closeDb();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
