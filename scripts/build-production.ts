import { spawn } from 'node:child_process';
import { closeDb } from '../src/server/db/client';
import { dataDir, projectRoot } from '../src/server/db/paths';
import { bundleFunctions, verifyFunctions } from './functions-bundle';
import { loadEnvFile } from './load-env';
import { bin, NO_TELEMETRY } from './netlify-dev';
import { prepareDatabase } from './prepare-database';

function gatsbyBuild(env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const gatsby = spawn(bin('gatsby'), ['build'], { stdio: 'inherit', cwd: projectRoot(), env });
    gatsby.on('error', reject);
    gatsby.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`gatsby build exited ${code}`)),
    );
  });
}

/**
 * npm run build:production: what a Netlify deploy publishes, checked before it leaves. The
 * database as `npm run build` prepares it (the embedded one on a fresh clone), the static site
 * in public/, the bundled functions in .netlify/functions, then each bundle loaded and asked
 * for /api/health against that database. The e2e setup runs this very script, so the browser
 * tests drive the site that would be deployed.
 */
async function main(): Promise<void> {
  loadEnvFile();
  const databaseUrl = await prepareDatabase();
  process.env.DATABASE_URL = databaseUrl;
  process.env.DATA_DIR ??= dataDir();
  await gatsbyBuild({ ...process.env, ...NO_TELEMETRY });
  const out = await bundleFunctions();
  await verifyFunctions(out);
  await closeDb();
  console.log(`production build ready: public/ and ${out}`);
}

main().then(
  // The embedded database and the bundles' pools would keep the process alive.
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
