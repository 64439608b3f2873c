import { and, asc, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, expect } from 'vitest';
import type { ShopCart } from '../../src/core/cart/shop-cart';
import { orderEvents, orders, payments, products } from '../../src/server/db/schema';
import { listOutbox } from '../../src/server/mail/outbox';
import type { RunningSimulator } from '../../src/tools/payment-simulator';
import { stripeClient } from '../../src/server/payments/stripe-client';
import type { ProductRow } from '../support/orders';
import { useSimulator } from '../support/payments';
import {
  createTestApp,
  type JsonResponse,
  type signedInAs,
  type TestApp,
} from '../support/test-app';
import { setProductOptions } from '../support/product-options';

export type Shopper = Awaited<ReturnType<typeof signedInAs>>;

export interface CheckoutApp {
  t: TestApp;
  sim: RunningSimulator;
}

/**
 * A checkout test file's setup: before its tests a payment simulator starts, then the test app
 * over the file's own database (in that order, so the app's payment settings point at the
 * simulator), then `ready` gets both to keep and to stock; after its tests both are stopped.
 */
export function checkoutFixture(
  ready: (app: CheckoutApp) => Promise<void> | void,
  timeout?: number,
): void {
  let sim: RunningSimulator | undefined;
  let t: TestApp | undefined;
  beforeAll(async () => {
    sim = await useSimulator();
    t = await createTestApp();
    await ready({ t, sim });
  }, timeout);
  afterAll(async () => {
    await t?.drop();
    await sim?.stop();
  });
}

export const ADDRESS = {
  addrName: 'Anna Rossi',
  addrEmail: 'anna.rossi@example.com',
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
 * The n-th active product sold by the unit, made simple to buy (no sizes to choose) with the
 * stock the test needs. Each test file has its own database, so tests may set stock freely.
 */
export async function stockedProduct(
  t: TestApp,
  index: number,
  inStock: number,
  minStock = 0,
): Promise<ProductRow> {
  const rows = await t.db
    .select()
    .from(products)
    .where(and(eq(products.status, 'A'), eq(products.sellBy, 'u')))
    .orderBy(asc(products.sku))
    .offset(index)
    .limit(1);
  const row = rows[0];
  if (!row) throw new Error(`no active product number ${index}`);
  // No sizes, colours or styles: a line needs no options (tests of options give them).
  await setProductOptions(t.db, row.id, {});
  const [updated] = await t.db
    .update(products)
    .set({ inStock, minStock, sizes: [], packs: [], minPurchase: 1 })
    .where(eq(products.id, row.id))
    .returning();
  return updated!;
}

export async function stockOf(t: TestApp, productId: string): Promise<number> {
  const [row] = await t.db
    .select({ inStock: products.inStock })
    .from(products)
    .where(eq(products.id, productId));
  return row!.inStock;
}

export const cartOf = (res: JsonResponse) => res.body.cart as ShopCart;

/** A signed-in customer's cart with these lines and an Italian delivery address. */
export async function cartFor(
  t: TestApp,
  who: Shopper,
  lines: { product: ProductRow; quantity: number }[],
  lng: 'en' | 'it' = 'en',
): Promise<ShopCart> {
  let cartId: string | undefined;
  for (const line of lines) {
    const res = await t.send(
      'POST',
      '/api/add_cart',
      { cartId, lng, item: { sku: line.product.sku, quantity: line.quantity } },
      who.headers,
    );
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    cartId = cartOf(res).cartId;
  }
  const res = await t.send('POST', '/api/refresh_cart', { cartId, address: ADDRESS }, who.headers);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return cartOf(res);
}

export interface StripePayment {
  type: 'STRIPE';
  id: string;
  clientSecret: string;
  amount: number;
  currency: string;
  status: string;
}

/** stripe_create as step 3 sends it: the body given, with the agreement to the terms. */
export async function stripeCreate(t: TestApp, who: Shopper, body: Record<string, unknown>) {
  const res = await t.send(
    'POST',
    '/api/stripe_create',
    { ...body, agreeTerms: true },
    who.headers,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.payment as StripePayment;
}

/**
 * What Stripe.js does in the customer's browser: confirms the PaymentIntent with a card.
 * Test cards: pm_card_visa succeeds, pm_card_chargeDeclined declines,
 * pm_card_threeDSecure2Required asks for 3-D Secure. A decline is Stripe's 402, not a throw.
 */
export async function payWithCard(intentId: string, paymentMethod = 'pm_card_visa') {
  try {
    return await (
      await stripeClient()
    ).paymentIntents.confirm(intentId, { payment_method: paymentMethod });
  } catch (err) {
    if (err instanceof Stripe.errors.StripeCardError) return null;
    throw err;
  }
}

/** stripe_create, a successful card payment and confirm_payment: a paid cart. */
export async function paidByCard(t: TestApp, who: Shopper, cartId: string) {
  const payment = await stripeCreate(t, who, { cartId });
  await payWithCard(payment.id);
  const res = await t.send('POST', '/api/confirm_payment', { cartId }, who.headers);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return payment;
}

export async function orderRow(t: TestApp, orderId: string) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

export async function paymentRows(t: TestApp, orderId: string) {
  return t.db.select().from(payments).where(eq(payments.orderId, orderId));
}

export async function eventsOf(t: TestApp, orderId: string) {
  const rows = await t.db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.id));
  return rows.map((row) => row.action);
}

/** Calls the simulator received on one path pattern (its request log). */
export function simCalls(sim: RunningSimulator, method: string, path: RegExp) {
  return sim.requests().filter((call) => call.method === method && path.test(call.path));
}

/**
 * The mails about one customer's orders: theirs, and the shop's that name them (the outbox is
 * shared by every test file, and order numbers repeat across the files' databases).
 */
export async function orderMailsFor(email: string) {
  const mails = await listOutbox();
  const customer = mails.filter((mail) => mail.to === email && /order|ordine/i.test(mail.subject));
  const shop = mails.filter(
    (mail) => mail.subject.startsWith('New order') && mail.text.includes(`<${email}>`),
  );
  return { customer, shop };
}

/** Hands the simulator's Stripe events to the app, as Stripe posts them to the webhook. */
export function deliverWebhooksTo(t: TestApp, sim: RunningSimulator) {
  sim.setStripeWebhook({
    deliver: async (raw, signature) =>
      t.app.request('/api/stripe_webhook', {
        method: 'POST',
        headers: { 'stripe-signature': signature, 'content-type': 'application/json' },
        body: raw,
      }),
  });
}
