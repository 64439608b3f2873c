import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { ADAPTER_REDIRECTS_RECORD } from '../src/build/netlify-adapter';
import { policyProblems } from '../src/build/csp-check';
import { checkNetlifyOutput } from '../src/build/netlify-output-check';
import { closeDb } from '../src/server/db/client';
import { dataDir, projectRoot } from '../src/server/config/paths';
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
 * The adapter's files go before the build, so files a previous build left cannot pass the
 * check for this one.
 */
function removeAdapterOutput(root: string): void {
  for (const file of ['public/_redirects', 'public/_headers', ADAPTER_REDIRECTS_RECORD]) {
    rmSync(path.join(root, file), { force: true });
  }
}

/**
 * What gatsby-adapter-netlify wrote into public/, checked against netlify.toml, and the
 * Content-Security-Policy the build wrote checked against every page's inline scripts.
 */
async function verifyAdapterOutput(root: string): Promise<void> {
  const site = {
    publicDir: path.join(root, 'public'),
    netlifyToml: path.join(root, 'netlify.toml'),
  };
  const problems = [
    ...(await checkNetlifyOutput({
      ...site,
      adapterRedirects: path.join(root, ADAPTER_REDIRECTS_RECORD),
      functionsInternalDir: path.join(root, '.netlify/functions-internal'),
    })),
    ...(await policyProblems(site)),
  ];
  if (problems.length > 0) {
    throw new Error(`the site would deploy wrongly:\n- ${problems.slice(0, 20).join('\n- ')}`);
  }
  console.log(
    'adapter: public/_redirects and _headers agree with netlify.toml; no SSR function; ' +
      'one Content-Security-Policy allows every inline script of every page',
  );
}

/**
 * npm run build:production: what a Netlify deploy publishes, checked before it leaves. The
 * database as `npm run build` prepares it (the embedded one on a fresh clone), the static site
 * in public/ with what gatsby-adapter-netlify writes there (checked against netlify.toml), the
 * bundled functions in .netlify/functions, then each bundle loaded and asked for /api/health
 * against that database. The e2e setup runs this very script with NETLIFY=true, as Netlify's
 * build runs, so the browser tests drive the site that would be deployed.
 */
async function main(): Promise<void> {
  loadEnvFile();
  const root = projectRoot();
  const databaseUrl = await prepareDatabase();
  process.env.DATABASE_URL = databaseUrl;
  process.env.DATA_DIR ??= dataDir();
  removeAdapterOutput(root);
  await gatsbyBuild({ ...process.env, ...NO_TELEMETRY });
  await verifyAdapterOutput(root);
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
