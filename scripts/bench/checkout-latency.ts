import { randomBytes } from 'node:crypto';
import { PROVIDER_VARIABLES } from '../../src/server/payments/payment-settings';
import { createDb, type Db } from '../../src/server/db/client';
import { customers } from '../../src/server/db/schema';
import { issueToken } from '../../src/server/http/auth';
import { createApp, type App } from '../../src/server/api/app';
import { startPaymentSimulator } from '../../src/tools/payment-simulator';
import { stripeClient } from '../../src/server/payments/stripe-client';
import { envNumber } from '../../src/server/config/env-number';
import type { SeededServer } from '../../tests/support/seeded-server';
import { keepOneOption } from './one-option';

export interface LatencyStats {
  samples: number;
  medianMs: number;
  p95Ms: number;
}

export interface CheckoutLatency {
  addToCart: LatencyStats;
  stripeCreate: LatencyStats;
  orderConfirm: LatencyStats;
}

/** Nearest-rank percentile of sorted durations. */
export function percentile(sorted: number[], p: number): number {
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? Number.NaN;
}

export function latencyStats(durations: number[]): LatencyStats {
  const sorted = [...durations].sort((a, b) => a - b);
  return {
    samples: sorted.length,
    medianMs: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
  };
}

export type Headers = Record<string, string>;

/** A fresh active customer with a live session: the headers its browser would send. */
export async function newCustomer(db: Db): Promise<Headers> {
  const email = `bench-${randomBytes(6).toString('hex')}@bench.example`;
  const [row] = await db
    .insert(customers)
    .values({ userName: email, nickName: email, userType: 'C', userStatus: 'A', passwordHash: '' })
    .returning({ id: customers.id });
  if (!row) throw new Error('customer was not created');
  const { token } = await issueToken(db, { id: row.id, userType: 'C' });
  return { authorization: `Bearer ${token}`, customer: email };
}

async function call(
  app: App,
  path: string,
  body: unknown,
  headers: Headers,
): Promise<{ ms: number; json: Record<string, unknown> }> {
  const started = performance.now();
  const res = await app.request(`/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(json)}`);
  return { ms, json };
}

/** One active product sold by the unit, stocked so that no benchmark run can sell it out. */
export async function productToBuy(db: Db): Promise<string> {
  const { rows } = await db.$client.query<{ id: string; sku: string }>(
    `update products set in_stock = 1000000
       where id = (select id from products
                    where status = 'A' and sell_by = 'u' and in_stock > min_stock
                    order by sku limit 1)
     returning id, sku`,
  );
  const product = rows[0];
  if (!product) throw new Error('no product to buy in the seeded catalogue');
  await keepOneOption(db, [product.id]);
  return product.sku;
}

/** A valid Italian delivery address, as checkout step 1 sends it. */
export const ADDRESS = {
  addrName: 'Bench Shopper',
  addrEmail: 'bench@example.com',
  addrTel: '+39 06 1234 5678',
  addrLine1: 'Via Roma 1',
  addrLine2: '',
  addrCity: 'Roma',
  addrRegion: 'RM',
  addrCode: '00100',
  addrCountry: 'IT',
  addrComments: '',
};

/**
 * The three calls a purchase waits on, in-process against the seeded embedded database and the
 * payment simulator through the real Stripe SDK: add-to-cart, stripe_create and order_confirm.
 * Each sample is one customer's whole purchase; only the three calls are timed.
 */
export async function benchCheckoutLatency(db: SeededServer): Promise<CheckoutLatency> {
  const samples = envNumber('BENCH_CHECKOUT_SAMPLES', 200);
  const warmup = 10;
  const simulator = await startPaymentSimulator({ port: 0, deliverStripeEvent: async () => {} });
  process.env.PAYMENT_SIMULATOR_URL = simulator.url;
  for (const name of PROVIDER_VARIABLES) delete process.env[name];
  const database = createDb(db.databaseUrl, 5);
  try {
    const sku = await productToBuy(database);
    const app = createApp({ getDb: async () => database });
    const stripe = await stripeClient();
    const times = { add: [] as number[], create: [] as number[], confirm: [] as number[] };

    for (let i = 0; i < samples + warmup; i += 1) {
      const me = await newCustomer(database);
      const added = await call(app, 'add_cart', { item: { sku, quantity: 1 } }, me);
      const cartId = (added.json.cart as { cartId: string }).cartId;
      await call(app, 'refresh_cart', { cartId, address: ADDRESS }, me);
      const created = await call(app, 'stripe_create', { cartId, agreeTerms: true }, me);
      const paymentId = (created.json.payment as { id: string }).id;
      await stripe.paymentIntents.confirm(paymentId, { payment_method: 'pm_card_visa' });
      await call(app, 'confirm_payment', { cartId }, me);
      const confirmed = await call(app, 'order_confirm', { cartId, agreeTerms: true }, me);
      if (i >= warmup) {
        times.add.push(added.ms);
        times.create.push(created.ms);
        times.confirm.push(confirmed.ms);
      }
    }
    return {
      addToCart: latencyStats(times.add),
      stripeCreate: latencyStats(times.create),
      orderConfirm: latencyStats(times.confirm),
    };
  } finally {
    await database.$client.end();
    await simulator.stop();
  }
}
