import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { products } from '../../src/server/db/schema';
import type { RunningSimulator } from '../../src/tools/payment-simulator';
import { stripeClient } from '../../src/server/payments/stripe-client';
import type { ProductRow } from '../support/orders';
import { signedInAs, type TestApp } from '../support/test-app';
import {
  cartFor,
  cartOf,
  checkoutFixture,
  orderRow,
  paymentRows,
  simCalls,
  stockedProduct,
  stripeCreate,
  type Shopper,
} from './checkout-support';

let t: TestApp;
let sim: RunningSimulator;
let bag: ProductRow;
let scarf: ProductRow;
let anna: Shopper;

checkoutFixture(async (app) => {
  ({ t, sim } = app);
  bag = await stockedProduct(t, 0, 50);
  scarf = await stockedProduct(t, 1, 50);
  anna = await signedInAs(t.db, 'C');
});

describe('stripe_create', () => {
  it('charges the total the server computes, whatever the posted cart says', async () => {
    const cart = await cartFor(t, anna, [
      { product: bag, quantity: 2 },
      { product: scarf, quantity: 1 },
    ]);
    const serverTotal = cart.delivery.totalIncTax;
    expect(serverTotal).toBe(cart.delivery.cartIncTax + cart.delivery.deliveryIncTax);
    expect(serverTotal).toBeGreaterThan(100);

    // The client posts its whole cart back, with every figure lowered to one cent.
    const tampered = {
      ...cart,
      amount: 1,
      delivery: { ...cart.delivery, totalIncTax: 1, cartIncTax: 1, deliveryIncTax: 0 },
      items: cart.items.map((item) => ({ ...item, unitPrice: 1, itemIncTax: 1, quantity: 1 })),
      payment: { ...cart.payment, id: 'pi_not_yours', status: 'P' },
    };
    const payment = await stripeCreate(t, anna, tampered);
    expect(payment).toMatchObject({ type: 'STRIPE', amount: serverTotal, currency: 'eur' });
    expect(payment.clientSecret).toMatch(new RegExp(`^${payment.id}_secret_`));
    expect(payment.status).toBe('requires_payment_method');

    const intent = await (await stripeClient()).paymentIntents.retrieve(payment.id);
    expect(intent.amount).toBe(serverTotal);
    expect(intent.metadata).toEqual({ cartId: cart.cartId, orderId: cart._id });

    const order = await orderRow(t, cart._id);
    expect(order).toMatchObject({
      paymentType: 'STRIPE',
      paymentId: payment.id,
      paymentStatus: 'U',
      totalIncTax: serverTotal,
    });
    const rows = await paymentRows(t, cart._id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      provider: 'STRIPE',
      providerId: payment.id,
      amount: serverTotal,
    });
  });

  it('gives the same PaymentIntent for the same cart and amount, a new one for a new amount', async () => {
    const cart = await cartFor(t, anna, [{ product: bag, quantity: 1 }]);
    const first = await stripeCreate(t, anna, { cartId: cart.cartId });
    const again = await stripeCreate(t, anna, { cartId: cart.cartId });
    expect(again.id).toBe(first.id);

    const key = `cart-${cart._id}-${cart.delivery.totalIncTax}`;
    const creates = simCalls(sim, 'POST', /^\/v1\/payment_intents$/).filter(
      (call) => call.idempotencyKey === key,
    );
    expect(creates).toHaveLength(2);

    const res = await t.send(
      'POST',
      '/api/update_cart',
      { cartId: cart.cartId, key: cart.items[0]!.key, quantity: 3 },
      anna.headers,
    );
    expect(res.status).toBe(200);
    const changed = await stripeCreate(t, anna, { cartId: cart.cartId });
    expect(changed.id).not.toBe(first.id);
    expect(changed.amount).toBe(cartOf(res).delivery.totalIncTax);
    expect((await orderRow(t, cart._id)).paymentId).toBe(changed.id);
  });

  it('refuses a cart without a delivery address', async () => {
    const added = await t.send(
      'POST',
      '/api/add_cart',
      { item: { sku: bag.sku, quantity: 1 } },
      anna.headers,
    );
    const before = simCalls(sim, 'POST', /^\/v1\/payment_intents$/).length;
    const res = await t.send(
      'POST',
      '/api/stripe_create',
      { cartId: cartOf(added).cartId, agreeTerms: true },
      anna.headers,
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'DELIVERY_ADDRESS_NEEDED',
      message: 'Choose a delivery address first',
    });
    expect(simCalls(sim, 'POST', /^\/v1\/payment_intents$/)).toHaveLength(before);
  });

  it('refuses a cart with nothing left to buy', async () => {
    const lamp = await stockedProduct(t, 2, 5);
    const cart = await cartFor(t, anna, [{ product: lamp, quantity: 1 }]);
    await t.db.update(products).set({ inStock: 0 }).where(eq(products.id, lamp.id));
    const res = await t.send(
      'POST',
      '/api/stripe_create',
      { cartId: cart.cartId, agreeTerms: true },
      anna.headers,
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('CART_EMPTY');
  });

  it('answers 503 PAYMENT_UNAVAILABLE when Stripe cannot be reached, and the cart stays', async () => {
    const cart = await cartFor(t, anna, [{ product: scarf, quantity: 1 }]);
    const working = process.env.PAYMENT_SIMULATOR_URL;
    process.env.PAYMENT_SIMULATOR_URL = 'http://127.0.0.1:9';
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    let res;
    let logged: unknown[][] = [];
    try {
      res = await t.send(
        'POST',
        '/api/stripe_create',
        { cartId: cart.cartId, agreeTerms: true },
        anna.headers,
      );
    } finally {
      process.env.PAYMENT_SIMULATOR_URL = working;
      logged = [...log.mock.calls];
      log.mockRestore();
    }
    expect(String(logged[0]?.[0])).toContain('the payment provider failed');
    expect(res.status).toBe(503);
    expect(res.body.code).toBe('PAYMENT_UNAVAILABLE');
    const after = await t.get(`/api/get_cart?token=${cart.cartId}`, anna.headers);
    expect(after.status).toBe(200);
    expect(cartOf(after).items).toHaveLength(1);
    expect((await orderRow(t, cart._id)).paymentId).toBe('');
  });

  it('needs a signed-in customer', async () => {
    const cart = await cartFor(t, anna, [{ product: bag, quantity: 1 }]);
    const res = await t.send('POST', '/api/stripe_create', {
      cartId: cart.cartId,
      agreeTerms: true,
    });
    expect(res.status).toBe(401);
  });
});
