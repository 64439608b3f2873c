import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ShopCart } from '../../src/core/cart/shop-cart';
import { createDb, type Db } from '../../src/server/db/client';
import { startEmbeddedPostgres, type EmbeddedServer } from '../../src/server/db/embedded';
import { runMigrations } from '../../src/server/db/migrate';
import { products } from '../../src/server/db/schema';
import { seedDatabase } from '../../src/tools/seed/seed';
import { createApp, type App } from '../../src/server/api/app';
import { firstOptions, type LineOptions } from '../support/product-options';
import { closedPort } from '../support/smtp';

// A private PostgreSQL: stopping the run's shared server would break every other test file.
let root: string;
let pgDir: string;
let port: number;
let server: EmbeddedServer | undefined;
let db: Db;
let app: App;
let sku: string;
let options: LineOptions;

const start = () => startEmbeddedPostgres({ dir: pgDir, port, persistent: true });

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'shop-faults-'));
  pgDir = path.join(root, 'pg');
  port = await closedPort();
  server = await start();
  db = createDb(server.url, 5);
  await runMigrations(db);
  await seedDatabase(db, {
    adminEmail: 'admin@faults.test.example',
    adminPassword: 'x'.repeat(16),
  });
  // A product anyone can add by the unit (no size to choose), with stock to spare.
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.status, 'A'), eq(products.sellBy, 'u')))
    .orderBy(asc(products.sku))
    .limit(1);
  const [ready] = await db
    .update(products)
    .set({ inStock: 10_000, minStock: 0, sizes: [], packs: [], minPurchase: 1 })
    .where(eq(products.id, product!.id))
    .returning({ sku: products.sku });
  sku = ready!.sku;
  options = await firstOptions(db, sku);
  app = createApp({ getDb: async () => db });
}, 180_000);

/** Resolves true when `work` ends within `ms`, else false (and leaves it running). */
async function within(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([work.then(() => true as const), late]);
  } finally {
    clearTimeout(timer);
  }
}

afterAll(async () => {
  // Bounded, so a stuck shutdown shows up as a warning instead of a hook timeout; the server
  // process is then ended by its own pid (postmaster.pid) so none is left behind.
  if (db && !(await within(db.$client.end(), 15_000))) {
    console.warn(`faults-db-restart: the pool did not close (${db.$client.totalCount} clients)`);
  }
  if (server && !(await within(server.stop(), 20_000))) {
    const pidFile = path.join(pgDir, 'cluster', 'postmaster.pid');
    const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    console.warn(`faults-db-restart: PostgreSQL ${pid} did not stop; killing it`);
    if (pid > 0) process.kill(pid, 'SIGKILL');
  }
  rmSync(root, { recursive: true, force: true });
}, 60_000);

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** Longer than the pool's 5 s connection timeout: an answer later than this is a hang. */
const HANG_MS = 15_000;

async function call(pathName: string, init?: RequestInit): Promise<Answer> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${pathName} hung`)), HANG_MS);
  });
  try {
    const res = await Promise.race([app.request(pathName, init), hang]);
    expect(res.headers.get('content-type')).toContain('application/json');
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  } finally {
    clearTimeout(timer);
  }
}

const addToCart = (cartId: string | undefined) =>
  call('/api/add_cart', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cartId, lng: 'en', item: { sku, quantity: 1, ...options } }),
  });
const readProducts = () => call('/api/products?rows=5&category=Bags');

/** One shopper: reads the catalogue and adds one unit to its cart, over and over. */
async function shopper(cartId: string, running: () => boolean, log: Answer[], adds: Answer[]) {
  for (let round = 0; round < 400 && running(); round += 1) {
    log.push(await readProducts());
    const added = await addToCart(cartId);
    log.push(added);
    adds.push(added);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Polls until `ok` holds, at most `tries` times. */
async function waitFor(ok: () => boolean | Promise<boolean>, tries: number): Promise<void> {
  for (let n = 0; n < tries; n += 1) {
    if (await ok()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('gave up waiting');
}

const quantityIn = (cart: ShopCart) => cart.items.reduce((sum, item) => sum + item.quantity, 0);

describe('the database restarts while the shop is busy', () => {
  it('answers 503 while it is away, and the same app serves again once it is back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const SHOPPERS = 3;
    const carts: string[] = [];
    for (let n = 0; n < SHOPPERS; n += 1) {
      const first = await addToCart(undefined);
      expect(first.status, JSON.stringify(first.body)).toBe(201);
      carts.push((first.body.cart as ShopCart).cartId);
    }

    let running = true;
    const log: Answer[] = [];
    const adds: Answer[][] = carts.map(() => []);
    const load = Promise.all(
      carts.map((cartId, n) => shopper(cartId, () => running, log, adds[n]!)),
    );
    try {
      await waitFor(() => log.filter((a) => a.status === 200).length >= 10, 300);
      await server!.stop();
      server = undefined;
      const refused = () => log.filter((a) => a.status === 503).length;
      await waitFor(() => refused() >= 10, 300);
      server = await start();
      const before = log.length;
      await waitFor(() => log.slice(before).filter((a) => a.status === 200).length >= 10, 600);
    } finally {
      running = false;
      await load;
    }

    // Every answer was the data or a clean "try again", never a 500 or a crash.
    const statuses = new Set(log.map((a) => a.status));
    expect([...statuses].sort()).toEqual([200, 503]);
    for (const answer of log.filter((a) => a.status === 503)) {
      expect(answer.body).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        message: 'The shop is briefly unavailable: please try again in a moment',
      });
    }

    // The same app and pool serve again, reads and writes.
    expect((await readProducts()).status).toBe(200);
    for (const [n, cartId] of carts.entries()) {
      const added = await addToCart(cartId);
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      // Each cart holds every unit it was told was added, and none it was told failed, give or
      // take a write whose answer was lost with the connection (committed or not).
      const made = adds[n]!.filter((a) => a.status === 200).length + 1;
      const lost = adds[n]!.filter((a) => a.status === 503).length;
      const cart = (await call(`/api/get_cart?token=${cartId}`)).body.cart as ShopCart;
      expect(quantityIn(cart)).toBeGreaterThanOrEqual(made + 1);
      expect(quantityIn(cart)).toBeLessThanOrEqual(made + 1 + Math.min(lost, 1));
      expect(cart.items).toHaveLength(1);
    }

    // No connection was lost to the pool on the way: all of them are back and idle.
    const pool = db.$client;
    await waitFor(() => pool.idleCount === pool.totalCount && pool.waitingCount === 0, 50);
  }, 120_000);
});
