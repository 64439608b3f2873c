import { spawnSync } from 'node:child_process';
import { jwtSecret } from '../src/server/config/jwt-secret';
import { dataDir, projectRoot } from '../src/server/db/paths';
import { loadEnvFile } from './load-env';
import { bin, NO_TELEMETRY, spawnNetlifyDev } from './netlify-dev';
import { prepareDatabase } from './prepare-database';

/**
 * npm run serve: the built site (public/, from npm run build) and the /api functions on :8888,
 * as production serves them, over the same database as npm start.
 */
async function main(): Promise<void> {
  loadEnvFile();
  const databaseUrl = await prepareDatabase();
  spawnSync(bin('netlify'), ['--telemetry-disable'], { stdio: 'ignore' });
  const netlify = spawnNetlifyDev(['--dir', 'public', '--port', process.env.PORT ?? '8888'], {
    stdio: 'inherit',
    cwd: projectRoot(),
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: Buffer.from(jwtSecret()).toString('utf8'),
      DATA_DIR: dataDir(),
      PROJECT_ROOT: projectRoot(),
      ...NO_TELEMETRY,
    },
  });
  const stop = () => netlify.kill('SIGTERM');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  netlify.on('exit', (code) => process.exit(code ?? 0));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
