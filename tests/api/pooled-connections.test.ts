import { and, eq, isNotNull } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopCart } from '../../src/core/cart/shop-cart';
import { hashPassword } from '../../src/server/customers/password';
import { createDb, type Db } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { seedDatabase } from '../../src/tools/seed/seed';
import { orderItems, orders, payments, products } from '../../src/server/db/schema';
import type { RunningSimulator } from '../../src/tools/payment-simulator';
import { checkOrderTotals } from '../../scripts/bench/load/order-totals-check';
import type { ProductRow } from '../support/orders';
import { useSimulator } from '../support/payments';
import { startPgBouncer, type PgBouncer } from '../support/pgbouncer';
import { startSeededServer, type SeededServer } from '../support/seeded-server';
import { signedInAs, testAppOver, type TestApp } from '../support/test-app';
import {
  cartFor,
  paidByCard,
  simCalls,
  stockOf,
  stockedProduct,
  type Shopper,
} from './checkout-support';

/**
 * The shop behind a transaction-mode pooler, as hosted PostgreSQL offers it: PostgreSQL takes
 * 30 connections at most, PgBouncer opens 20 of them, and 100 function instances, each with
 * the pool a deployed function has (DATABASE_POOL_MAX 5), share them. A transaction-mode
 * pooler gives a client a server connection for one transaction only, so whatever the app
 * kept on a session between two (session advisory locks, SET, named prepared statements,
 * LISTEN) would act on another client's connection or be lost.
 */
const MAX_CONNECTIONS = 30;
const SERVER_CONNECTIONS = 20;
const INSTANCES = 100;
const POOL_PER_INSTANCE = 5;
const UNITS = 20;

let sim: RunningSimulator;
let server: SeededServer;
let bouncer: PgBouncer;
let direct: Db;
let instances: TestApp[];
let savedDataDir: string | undefined;

beforeAll(async () => {
  savedDataDir = process.env.DATA_DIR;
  sim = await useSimulator();
  server = await startSeededServer('pooled', { maxConnections: MAX_CONNECTIONS });
  bouncer = await startPgBouncer(server.databaseUrl, { serverConnections: SERVER_CONNECTIONS });
  direct = createDb(server.databaseUrl, 2);
  const pooledUrl = bouncer.urlFor('pooled');
  instances = Array.from({ length: INSTANCES }, () =>
    testAppOver({
      db: createDb(pooledUrl, POOL_PER_INSTANCE),
      url: pooledUrl,
      drop: async () => undefined,
    }),
  );
}, 120_000);

afterAll(async () => {
  await Promise.all((instances ?? []).map((t) => t.db.$client.end()));
  await direct?.$client.end();
  await bouncer?.stop();
  await server?.stop();
  await sim?.stop();
  process.env.DATA_DIR = savedDataDir;
});

const instance = (i: number) => instances[i % INSTANCES]!;

describe('PostgreSQL behind PgBouncer in transaction mode', () => {
  it(`PostgreSQL itself takes ${MAX_CONNECTIONS} connections at most`, async () => {
    const clients = Array.from(
      { length: MAX_CONNECTIONS + 5 },
      () => new pg.Client({ connectionString: server.databaseUrl }),
    );
    const opened = await Promise.allSettled(clients.map((client) => client.connect()));
    await Promise.all(clients.map((client) => client.end().catch(() => undefined)));
    const refused = opened.filter((result) => result.status === 'rejected');
    // The direct pool of 2 already holds a connection or two: at least five are refused.
    expect(refused.length).toBeGreaterThanOrEqual(5);
    expect(String((refused[0] as PromiseRejectedResult).reason)).toMatch(/too many clients/);
  });

  it('the same instances straight to PostgreSQL fail: the pooler is what carries them', async () => {
    const straight = Array.from({ length: INSTANCES }, () =>
      testAppOver({
        db: createDb(server.databaseUrl, POOL_PER_INSTANCE),
        url: server.databaseUrl,
        drop: async () => undefined,
      }),
    );
    try {
      const answers = await Promise.all(straight.map((t) => t.get('/api/products?rows=1000')));
      // Whoever got no connection could not even be told no.
      expect(answers.filter((res) => res.status >= 500).length).toBeGreaterThan(0);
    } finally {
      await Promise.all(straight.map((t) => t.db.$client.end()));
    }
  }, 60_000);

  it('migrations and the seed run through the pooler too (a build given only the pooled URL)', async () => {
    await direct.$client.query('create database through_pooler');
    const db = createDb(bouncer.urlFor('through_pooler'), 2);
    try {
      await runMigrations(db);
      await seedDatabase(db, {
        adminEmail: 'boss@pooled.example',
        adminPassword: 'a-long-pass-phrase-42',
      });
      const { rows } = await db.$client.query<{ n: string }>('select count(*) as n from products');
      expect(Number(rows[0]?.n)).toBeGreaterThan(0);
    } finally {
      await db.$client.end();
    }
  }, 120_000);

  it('every instance reads the catalogue at once, and sees a change another made', async () => {
    const lists = await Promise.all(instances.map((t) => t.get('/api/products?rows=1000')));
    for (const res of lists) expect(res.status).toBe(200);

    // A write through one instance's pool renews the catalogue token (a trigger that keeps a
    // transaction-local setting, migration 0009): every other instance's kept list follows.
    const [first] = await direct
      .select({ id: products.id, sku: products.sku, retailPrice: products.retailPrice })
      .from(products)
      .where(eq(products.status, 'A'))
      .limit(1);
    const newPrice = first!.retailPrice + 123;
    await instance(7)
      .db.update(products)
      .set({ retailPrice: newPrice, salePercent: 0 })
      .where(eq(products.id, first!.id));
    const after = await Promise.all(instances.map((t) => t.get(`/api/products?rows=1000`)));
    for (const res of after) {
      const list = res.body.products as { sku: string; sell: { retailPrice: number } }[];
      expect(list.find((p) => p.sku === first!.sku)?.sell.retailPrice).toBe(newPrice);
    }
  }, 60_000);

  it('wrong passwords from many instances at once are refused, never a server error', async () => {
    // Sign-in throttling takes transaction-scoped advisory locks.
    const who = await signedInAs(direct, 'C');
    const answers = await Promise.all(
      instances.map((t) =>
        t.send('POST', '/api/signin', { email: who.email, password: 'not the password' }),
      ),
    );
    for (const res of answers) {
      expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
    }
  }, 60_000);

  it(`${INSTANCES} buyers on ${INSTANCES} instances, ${UNITS} units: nothing oversold, every order right`, async () => {
    const lamp: ProductRow = await stockedProduct(instance(0), 1, UNITS);
    const buyers: { t: TestApp; who: Shopper; cart: ShopCart }[] = [];
    // The buyers never type a password: one hash for all of them.
    const passwordHash = await hashPassword(`buyers-${Date.now()}`);
    // Twenty at a time: the simulator and the test share two CPUs with the rest of the suite.
    while (buyers.length < INSTANCES) {
      const batch = await Promise.all(
        Array.from({ length: 20 }, async (_, k) => {
          const t = instance(buyers.length + k);
          const who = await signedInAs(t.db, 'C', { passwordHash });
          const cart = await cartFor(t, who, [{ product: lamp, quantity: 1 }]);
          await paidByCard(t, who, cart.cartId);
          return { t, who, cart };
        }),
      );
      buyers.push(...batch);
    }
    const since = new Date(Date.now() - 60_000);

    const answers = await Promise.all(
      buyers.map(({ t, who, cart }) =>
        t.send(
          'POST',
          '/api/order_confirm',
          { cartId: cart.cartId, agreeTerms: true },
          who.headers,
        ),
      ),
    );

    const statuses = answers.map((res) => res.status);
    expect(
      statuses.filter((s) => s >= 500),
      JSON.stringify(answers.find((r) => r.status >= 500)?.body),
    ).toEqual([]);
    expect(statuses.filter((s) => s === 200)).toHaveLength(UNITS);
    expect(
      answers.filter((res) => res.status === 409 && res.body.code === 'SOLD_OUT'),
    ).toHaveLength(INSTANCES - UNITS);
    expect(await stockOf(instance(3), lamp.id)).toBe(0);

    const placed = await direct
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(and(eq(orderItems.productId, lamp.id), isNotNull(orders.placedAt)));
    expect(placed).toHaveLength(UNITS);
    const refunded = await direct.select().from(payments).where(eq(payments.status, 'refunded'));
    expect(refunded).toHaveLength(INSTANCES - UNITS);
    expect(simCalls(sim, 'POST', /^\/v1\/refunds$/)).toHaveLength(INSTANCES - UNITS);

    const totals = await checkOrderTotals(direct, since);
    expect(totals.orders).toBe(UNITS);
    expect(totals.problems).toEqual([]);
  }, 240_000);
});
