import { randomBytes } from 'node:crypto';
import { PROVIDER_VARIABLES } from '../../../src/server/payments/payment-settings';
import { readdir } from 'node:fs/promises';
import { cpus, loadavg, totalmem } from 'node:os';
import path from 'node:path';
import { createDb, type Db } from '../../../src/server/db/client';
import { createApp, type App } from '../../../src/server/api/app';
import { outboxDir } from '../../../src/server/mail/outbox';
import { startPaymentSimulator, type RunningSimulator } from '../../../src/tools/payment-simulator';
import { startPgBouncer } from '../../../tests/support/pgbouncer';
import type { SeededServer } from '../../../tests/support/seeded-server';
import { handleInterrupts } from '../interrupt';
import { withDatabase } from '../throwaway-database';
import { serveBytes } from './bare-server';
import { cartScenario } from './cart-scenario';
import { checkoutScenario } from './checkout-scenario';
import { fire } from './fire';
import {
  prepareProducts,
  signedInCustomers,
  stockSnapshot,
  type LoadProducts,
} from './load-fixtures';
import { loadOptions, type LoadOptions } from './load-options';
import {
  formatLoadReport,
  scenarioResult,
  writeLoadReport,
  type FrameworkRatio,
  type LoadReport,
  type PooledRun,
  type ScenarioResult,
} from './load-report';
import { holdBackMailLines } from './mail-lines';
import { serveShop, SIMULATOR_PREFIX, type ShopServer } from './shop-server';
import { checkShop, type InvariantResult } from './shop-invariants';
import { newTally, roundRequests } from './shopper-steps';

/**
 * npm run bench:load — the API under many concurrent customers: the real app served on
 * loopback over a throwaway seeded PostgreSQL and the payment simulator, driven by autocannon
 * on the catalogue, the cart and checkout; then the shop's books are checked in the database.
 * Prints a table, writes bench/results/load.json, and exits non-zero when any answer was an
 * unexpected error or a check failed (it is a check as well as a report).
 *
 * BENCH_LOAD_SECONDS=10          seconds per catalogue and cart scenario
 * BENCH_LOAD_CHECKOUT_SECONDS=30 seconds of checkout (a purchase is seven calls)
 * BENCH_LOAD_CONNECTIONS=50      concurrent connections, one customer each
 * BENCH_LOAD_POOL=10             the app's database pool
 * BENCH_LOAD_SCARCE_UNITS=20     units of the product checkout sells out of
 * BENCH_LOAD_WARMUP_SECONDS=2    unreported load before the catalogue and the bare server
 * BENCH_LOAD_MAX_REQUESTS=200000 requests per scenario at most
 * BENCH_LOAD_ONLY=catalogue      only the catalogue and the bare server (no cart, no checkout)
 * BENCH_LOAD_POOLER=0            skip the second run through PgBouncer in transaction mode
 */
const RESULTS = path.join(process.cwd(), 'bench/results');
const LIST_PATH = '/api/products?rows=1000';

function log(line: string): void {
  console.error(`[bench:load] ${line}`);
}

interface Shop {
  db: Db;
  app: App;
  simulator: RunningSimulator;
  server: ShopServer;
  /** Where a shopper's browser confirms a card, on the shop's own server. */
  confirmPath: (intentId: string) => string;
  publishableKey: string;
}

/**
 * The app as the bench's customers reach it. Where the card is confirmed follows
 * payment_config, as the storefront does: the shop's own relay path, or (a configuration
 * naming the simulator's address) the simulator forwarded from the same server, since an
 * autocannon connection keeps one host.
 */
async function openShop(
  server: SeededServer,
  options: LoadOptions,
  databaseUrl: string,
): Promise<Shop> {
  // The e2e setup's environment: the throwaway DATA_DIR (set by startSeededServer, the outbox
  // under it), a fresh JWT secret, the simulator and never a real key or mail server.
  process.env.JWT_SECRET = randomBytes(48).toString('base64url');
  // Every simulated visitor comes from this one machine: no per-address cart limit.
  process.env.CART_CREATIONS_PER_HOUR = '1000000000';
  for (const name of [...PROVIDER_VARIABLES, 'SMTP_HOST']) delete process.env[name];
  const simulator = await startPaymentSimulator({ port: 0, log });
  process.env.PAYMENT_SIMULATOR_URL = simulator.url;
  const db = createDb(databaseUrl, options.pool);
  const app = createApp({ getDb: async () => db });
  const config = (await (await app.request('/api/payment_config')).json()) as {
    stripe: { publishableKey: string; simulatorUrl: string | null };
  };
  const simulatorUrl = config.stripe.simulatorUrl;
  if (!simulatorUrl) throw new Error('payment_config names no simulator');
  const relayed = simulatorUrl.startsWith('/');
  const shopServer = await serveShop(app.fetch, relayed ? undefined : simulatorUrl);
  process.env.URL = shopServer.url;
  // Stripe's webhook, as in production: it may place the order before order_confirm does.
  simulator.setStripeWebhook({ url: `${shopServer.url}/api/stripe_webhook` });
  const base = relayed ? simulatorUrl : SIMULATOR_PREFIX;
  return {
    db,
    app,
    simulator,
    server: shopServer,
    confirmPath: (id) => `${base}/v1/payment_intents/${encodeURIComponent(id)}/confirm`,
    publishableKey: config.stripe.publishableKey,
  };
}

async function catalogue(shop: Shop, products: LoadProducts, options: LoadOptions) {
  const url = shop.server.url;
  log(`warming up for ${options.warmupSeconds} s…`);
  await fire({ title: 'warm-up', url, path: LIST_PATH, seconds: options.warmupSeconds }, options);
  const paths = [
    ['catalogue: products?rows=1000', LIST_PATH],
    [
      'catalogue: one product',
      `/api/products?rows=1&sku=${encodeURIComponent(products.everyday[0] ?? '')}`,
    ],
    ['catalogue: defaults', '/api/defaults'],
  ] as const;
  const results: ScenarioResult[] = [];
  for (const [title, urlPath] of paths) {
    log(`${title}…`);
    results.push(
      scenarioResult(await fire({ title, url, path: urlPath, seconds: options.seconds }, options)),
    );
  }
  return results;
}

/** The product list's very bytes from a bare node:http server, under the same load. */
async function frameworkRatio(
  shop: Shop,
  appPerSecond: number,
  options: LoadOptions,
): Promise<FrameworkRatio> {
  const res = await fetch(`${shop.server.url}${LIST_PATH}`, {
    headers: { 'accept-encoding': 'identity' },
  });
  const body = Buffer.from(await res.arrayBuffer());
  const bare = await serveBytes(body, res.headers.get('content-type') ?? 'application/json');
  try {
    log('bare node:http server with the same bytes…');
    const spec = { title: 'bare', url: bare.url, path: LIST_PATH };
    await fire({ ...spec, seconds: options.warmupSeconds }, options);
    const figures = await fire({ ...spec, seconds: options.seconds }, options);
    return {
      path: LIST_PATH,
      bytes: body.length,
      appPerSecond,
      barePerSecond: figures.perSecond,
      ratio: appPerSecond / figures.perSecond,
    };
  } finally {
    await bare.close();
  }
}

async function carts(shop: Shop, products: LoadProducts, options: LoadOptions) {
  log('cart: add, add, update, read…');
  const tally = newTally();
  const scenario = cartScenario(products.everyday);
  const requests = roundRequests(scenario.steps, scenario.newRound, tally);
  const title = 'cart: add, add, update, get';
  const figures = await fire(
    { title, url: shop.server.url, requests, seconds: options.seconds },
    options,
  );
  return scenarioResult(figures, tally);
}

async function checkout(
  shop: Shop,
  products: LoadProducts,
  options: LoadOptions,
): Promise<[ScenarioResult, InvariantResult[]]> {
  const customers = await signedInCustomers(shop.db, options.connections * 4);
  const stockBefore = await stockSnapshot(shop.db);
  const since = new Date();
  log(
    `checkout: ${customers.length} customers, ${products.scarce.units} units of ${products.scarce.sku} to fight over…`,
  );
  const tally = newTally();
  const scenario = checkoutScenario(products, customers, shop.confirmPath, shop.publishableKey);
  const requests = roundRequests(scenario.steps, scenario.newRound, tally);
  const title = 'checkout: whole purchase';
  const figures = await fire(
    { title, url: shop.server.url, requests, seconds: options.checkoutSeconds },
    options,
  );
  // Calls cut off when the load stopped, and the webhooks they caused, finish first.
  await shop.server.idle();
  await shop.simulator.webhooksSettled();
  await shop.server.idle();
  log('checking stock, orders, totals and payments…');
  const invariants = await checkShop(shop.db, {
    since,
    stockBefore,
    scarceSku: products.scarce.sku,
    simulatorLog: shop.simulator.requests(),
    answeredOrders: scenario.orders,
    soldOutByWebhook: scenario.soldOutByWebhook,
  });
  return [scenarioResult(figures, tally), invariants];
}

async function countOutbox(): Promise<number> {
  const files = await readdir(outboxDir()).catch(() => []);
  return files.filter((file) => file.endsWith('.json')).length;
}

async function runLoad(server: SeededServer, options: LoadOptions, databaseUrl: string) {
  const shop = await openShop(server, options, databaseUrl);
  const restoreLog = holdBackMailLines();
  try {
    const products = await prepareProducts(shop.db, options.scarceUnits);
    const catalogueResults = await catalogue(shop, products, options);
    const list = catalogueResults[0];
    const ratio = list ? await frameworkRatio(shop, list.figures.perSecond, options) : null;
    if (options.only === 'catalogue') {
      return { scenarios: catalogueResults, ratio, invariants: [], mailsInOutbox: 0 };
    }
    const cart = await carts(shop, products, options);
    const [purchase, invariants] = await checkout(shop, products, options);
    return {
      scenarios: [...catalogueResults, cart, purchase],
      ratio,
      invariants,
      mailsInOutbox: await countOutbox(),
    };
  } finally {
    restoreLog();
    await shop.server.close();
    await shop.simulator.stop();
    await shop.db.$client.end();
  }
}

/**
 * The same scenarios on a fresh database, the app's pool going through PgBouncer in
 * transaction mode (as a hosted pooled URL does), which opens as many server connections as
 * the direct run's pool had.
 */
async function throughPooler(options: LoadOptions): Promise<PooledRun> {
  return withDatabase('bench_load_pooled', async (server) => {
    const bouncer = await startPgBouncer(server.databaseUrl, { serverConnections: options.pool });
    try {
      log('again through PgBouncer in transaction mode…');
      const run = await runLoad(server, options, bouncer.urlFor('bench_load_pooled'));
      return {
        serverConnections: options.pool,
        scenarios: run.scenarios,
        mailsInOutbox: run.mailsInOutbox,
        invariants: run.invariants,
      };
    } finally {
      await bouncer.stop();
    }
  });
}

async function main(): Promise<number> {
  const started = Date.now();
  const loadBefore = loadavg();
  const options = loadOptions();
  const measured = await withDatabase('bench_load', (server) =>
    runLoad(server, options, server.databaseUrl),
  );
  const pooled = options.pooler ? await throughPooler(options) : null;
  const clean = (run: { scenarios: ScenarioResult[]; invariants: InvariantResult[] }) =>
    run.scenarios.every((s) => s.errorCount === 0) && run.invariants.every((i) => i.ok);
  const passed = clean(measured) && (pooled === null || clean(pooled));
  const report: LoadReport = {
    startedAt: new Date(started).toISOString(),
    seconds: (Date.now() - started) / 1000,
    machine: {
      cpus: cpus().length,
      memoryGiB: Math.round(totalmem() / 2 ** 30),
      node: process.version,
      loadBefore,
      loadAfter: loadavg(),
    },
    options,
    ...measured,
    pooled,
    passed,
  };
  console.log(formatLoadReport(report));
  log(`written to ${path.relative(process.cwd(), writeLoadReport(report, RESULTS))}`);
  return passed ? 0 : 1;
}

handleInterrupts();
main()
  .then((code) => process.exit(code))
  .catch((err: unknown) => {
    console.error('load benchmark failed:', err);
    process.exit(2);
  });
