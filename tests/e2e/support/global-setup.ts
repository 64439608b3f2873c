import '../../support/keep-failure-exit-code';
import { spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import path from 'node:path';
import { bundleFunctions, FUNCTIONS_OUT } from '../../../scripts/functions-bundle';
import { startLocalApi } from '../../../scripts/local-api/local-api';
import { NO_TELEMETRY, spawnNetlifyDev } from '../../../scripts/netlify-dev';
import { teeOutput } from '../../../scripts/tee-output';
import { envNumber } from '../../../src/server/config/env-number';
import { commandRunner } from '../../../src/server/providers/build-hook/local-build-runners';
import { startLocalBuilder } from '../../../src/server/providers/build-hook/local-builder';
import { PROVIDER_VARIABLES } from '../../../src/server/payments/payment-settings';
import { startPaymentSimulator } from '../../../src/tools/payment-simulator';
import { startSeededServer } from '../../support/seeded-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The seeded database behind the site, for tests that change settings or stock. */
    databaseUrl: string;
    /** The site's DATA_DIR: its outbox holds the mails the shop sent (activation, reset). */
    dataDir: string;
    /** The payment simulator standing in for Stripe and PayPal (its /sim/requests log). */
    simulatorUrl: string;
    /** The site's build hook (the local builder: POST rebuilds public/, GET /status). */
    buildHookUrl: string;
    /** Everything the site's servers wrote (address guard, netlify dev, the functions host). */
    serverLog: string;
  }
}

const PORT = envNumber('E2E_PORT', 8890);

/**
 * Real provider keys in the caller's environment must not reach the site under test: with
 * them set, the simulator would be refused and a test could reach a real account.
 */
const NO_PAYMENT_KEYS = Object.fromEntries(PROVIDER_VARIABLES.map((name) => [name, '']));

async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`netlify dev exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * The site as a visitor meets it: the built Gatsby pages and the /api function served by
 * `netlify dev` (offline) over a seeded throwaway database. The site is built once per run, by
 * the production build; E2E_REUSE_BUILD=1 keeps an existing public/ while iterating on tests.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const database = await startSeededServer('shop_e2e');
  // The servers' output is copied here: tests/e2e/secrets-in-logs reads it for leaked keys.
  const serverLogPath = path.join(path.dirname(database.dataDir), 'server.log');
  const serverLog = createWriteStream(serverLogPath);
  const baseUrl = `http://localhost:${PORT}`;
  // Stripe and PayPal are the local simulator (on a free port): the real SDKs talk to it, and
  // its signed webhooks come back to the site's /api/stripe_webhook.
  const simulator = await startPaymentSimulator({
    port: 0,
    stripeWebhookUrl: `${baseUrl}/api/stripe_webhook`,
  });
  let stopBuilder = async () => {};
  const stopServices = async () => {
    await stopBuilder();
    await simulator.stop();
    await database.stop();
  };
  const env = {
    ...process.env,
    ...NO_PAYMENT_KEYS,
    PAYMENT_SIMULATOR_URL: simulator.url,
    DATABASE_URL: database.databaseUrl,
    DATA_DIR: database.dataDir,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    // Every browser of the suite comes from loopback (trusted local proxies pass it on): the
    // per-address cart limit would stop the suite, not an attacker. tests/api/purge-expired tests it.
    CART_CREATIONS_PER_HOUR: '1000000000',
    // Likewise the sign-ups per address (tests/api/signup-limits tests them).
    SIGNUPS_PER_HOUR: '1000000000',
    SIGNUPS_BEFORE_CAPTCHA: '1000000000',
    // Mail goes to the outbox under DATA_DIR, where the tests read it, never to a real server.
    SMTP_HOST: '',
    // Links the server makes (mails, PayPal's return and cancel pages) lead back to this site.
    URL: baseUrl,
    ...NO_TELEMETRY,
  };
  if (process.env.E2E_REUSE_BUILD && existsSync('public/index.html')) {
    // The site stays as built; the functions are bundled again, so server changes are tested.
    await bundleFunctions();
  } else {
    // The production build (site, bundled functions, their check): the tests drive what a
    // deploy would publish, and CI gets the deploy check without building the site twice.
    // NETLIFY=true, as on Netlify's build: Netlify's rules for the build apply (no generated
    // admin password; the database here is seeded already), and the adapter's output is checked.
    const build = spawnSync('npx', ['tsx', 'scripts/build-production.ts'], {
      env: { ...env, NETLIFY: 'true' },
      stdio: 'inherit',
    });
    if (build.status !== 0) {
      await stopServices();
      throw new Error('npm run build:production failed');
    }
  }
  // Publish in the admin rebuilds public/ from the test database, as Netlify's hook would.
  const builder = await startLocalBuilder({
    run: commandRunner('npx', ['gatsby', 'build'], { env }),
    port: 0,
  });
  stopBuilder = builder.stop;
  // The production bundles, loaded once in a long-lived process (as a warm Netlify instance
  // keeps them); netlify dev serves public/ with netlify.toml's rules and proxies to them.
  const children: ChildProcess[] = [];
  // Ended before the database, so the host's pool does not see it go.
  const stopChildren = async () => {
    const running = children.filter((child) => child.pid && child.exitCode === null);
    const exited = running.map((child) => new Promise((resolve) => child.once('exit', resolve)));
    for (const child of running) process.kill(-child.pid!, 'SIGTERM');
    await Promise.race([Promise.all(exited), new Promise((resolve) => setTimeout(resolve, 5000))]);
  };
  try {
    const api = await startLocalApi({
      from: { bundles: FUNCTIONS_OUT },
      env: { ...env, BUILD_HOOK_URL: builder.hookUrl },
      detached: true,
      copyTo: serverLog,
    });
    children.push(api.child);
    const netlify = spawnNetlifyDev(
      ['--dir', path.resolve('public'), '--port', String(PORT)],
      { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
      api,
    );
    teeOutput(netlify.stdout, process.stdout, serverLog);
    teeOutput(netlify.stderr, process.stderr, serverLog);
    children.push(netlify);
    await waitFor(`${baseUrl}/api/health`, netlify, 120_000);
  } catch (err) {
    await stopChildren();
    await stopServices();
    throw err;
  }
  project.provide('baseUrl', baseUrl);
  project.provide('databaseUrl', database.databaseUrl);
  project.provide('dataDir', database.dataDir);
  project.provide('simulatorUrl', simulator.url);
  project.provide('buildHookUrl', builder.hookUrl);
  project.provide('serverLog', serverLogPath);
  return async () => {
    await stopChildren();
    serverLog.end();
    await stopServices();
  };
}
