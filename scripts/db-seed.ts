import { loadEnvFile } from './load-env';
import { prepareDatabase } from './prepare-database';

/**
 * npm run db:seed — loads the sample shop into an empty database.
 * npm run db:seed -- --reset — empties every shop table first (all orders and customers too).
 */
async function main(): Promise<void> {
  loadEnvFile();
  await prepareDatabase({ reset: process.argv.includes('--reset') });
  process.exit(0);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
