import { spawnSync } from 'node:child_process';
import { jwtSecret } from '../src/server/config/jwt-secret';
import { dataDir, projectRoot } from '../src/server/config/paths';
import { loadEnvFile } from './load-env';
import { startDevPayments } from './dev-payments';
import { startLocalBuildHook } from './local-build-hook';
import path from 'node:path';
import { bundleFunctions } from './functions-bundle';
import { startLocalApi } from './local-api/local-api';
import { bin, NO_TELEMETRY, spawnNetlifyDev } from './netlify-dev';
import { prepareDatabase } from './prepare-database';

/**
 * npm run serve: the built site (public/, from npm run build) and the /api functions on :8888,
 * as production serves them, over the same database as npm start. The functions are bundled
 * as a deploy bundles them and kept loaded in one process (scripts/local-api), so a call costs
 * what a warm Netlify instance costs, not netlify dev's per-call cold start.
 */
async function main(): Promise<void> {
  loadEnvFile();
  const databaseUrl = await prepareDatabase();
  spawnSync(bin('netlify'), ['--telemetry-disable'], { stdio: 'ignore' });
  const port = process.env.PORT ?? '8888';
  const payments = await startDevPayments(Number(port));
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    JWT_SECRET: Buffer.from(jwtSecret()).toString('utf8'),
    DATA_DIR: dataDir(),
    PROJECT_ROOT: projectRoot(),
    ...payments.env,
    ...NO_TELEMETRY,
  };
  // Publish rebuilds public/ in place from the same database, and netlify dev serves the result.
  const buildHook = await startLocalBuildHook({ kind: 'build', env });
  const api = await startLocalApi({
    from: { bundles: await bundleFunctions() },
    env: { ...env, ...buildHook.env },
  });
  const netlify = spawnNetlifyDev(
    ['--dir', path.join(projectRoot(), 'public'), '--port', port],
    { stdio: 'inherit', cwd: projectRoot(), env },
    api,
  );
  const stop = () => {
    netlify.kill('SIGTERM');
    api.child.kill('SIGTERM');
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  netlify.on('exit', (code) => {
    api.child.kill('SIGTERM');
    void Promise.all([payments.stop(), buildHook.stop()]).finally(() => process.exit(code ?? 0));
  });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
