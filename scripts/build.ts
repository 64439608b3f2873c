import { spawn } from 'node:child_process';
import { dataDir, projectRoot } from '../src/server/config/paths';
import { loadEnvFile } from './load-env';
import { bin, NO_TELEMETRY } from './netlify-dev';
import { prepareDatabase } from './prepare-database';
import { prebundleFunctions } from './functions-prebundle';

/** `npm run build:preview`: the site from the database as it is (deploy previews). */
const READ_ONLY_FLAG = '--read-only-database';

/**
 * npm run build: the database first (migrations; the sample shop into an empty one), the
 * functions written as one file each, then the static site from the database. The embedded
 * server, when DATABASE_URL is unset, lives in this process, so Gatsby gets its address
 * instead of starting a second one. With --read-only-database (netlify.toml's deploy-preview
 * and branch-deploy command) the database is only read.
 */
async function main(): Promise<void> {
  loadEnvFile();
  const args = process.argv.slice(2);
  const databaseUrl = await prepareDatabase({ readOnly: args.includes(READ_ONLY_FLAG) });
  // Netlify zips the functions from what this writes (netlify.toml's [build] functions).
  await prebundleFunctions();
  const gatsby = spawn(bin('gatsby'), ['build', ...args.filter((arg) => arg !== READ_ONLY_FLAG)], {
    stdio: 'inherit',
    cwd: projectRoot(),
    env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir(), ...NO_TELEMETRY },
  });
  gatsby.on('exit', (code) => process.exit(code ?? 1));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
