import { describe, expect, it } from 'vitest';
import type { ShopCart } from '../../src/core/cart/shop-cart';
import type { RunningSimulator } from '../../src/tools/payment-simulator';
import type { ProductRow } from '../support/orders';
import { signedInAs, type TestApp } from '../support/test-app';
import {
  cartFor,
  checkoutFixture,
  orderRow,
  paidByCard,
  simCalls,
  stockOf,
  stockedProduct,
  type Shopper,
} from './checkout-support';

let t: TestApp;
let sim: RunningSimulator;
let bag: ProductRow;
let owner: Shopper;
let other: Shopper;

checkoutFixture(async (app) => {
  ({ t, sim } = app);
  bag = await stockedProduct(t, 0, 30);
  owner = await signedInAs(t.db, 'C');
  other = await signedInAs(t.db, 'C');
});

const CALLS = [
  '/api/stripe_create',
  '/api/confirm_payment',
  '/api/paypal_create',
  '/api/paypal_execute',
  '/api/paypal_confirm',
  '/api/order_confirm',
] as const;

// The calls that buy carry the agreement to the terms, so only the cart's owner is in question.
const bodyFor = (path: string, cart: ShopCart) =>
  path === '/api/paypal_execute'
    ? { cartId: cart.cartId, token: 'PAYPAL-1', PayerID: 'X' }
    : { cartId: cart.cartId, agreeTerms: true };

describe('only the owner of a cart pays for it and places it', () => {
  it.each(CALLS)(
    '%s on somebody else’s cart is 404, as if there were no such cart',
    async (path) => {
      const cart = await cartFor(t, owner, [{ product: bag, quantity: 1 }]);
      const before = sim.requests().length;
      const res = await t.send('POST', path, bodyFor(path, cart), other.headers);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
      expect(sim.requests()).toHaveLength(before);
      expect(await orderRow(t, cart._id)).toMatchObject({ customerId: owner.id, paymentId: '' });
    },
  );

  it.each(CALLS)('%s needs a signed-in customer', async (path) => {
    const cart = await cartFor(t, owner, [{ product: bag, quantity: 1 }]);
    const res = await t.send('POST', path, bodyFor(path, cart));
    expect(res.status).toBe(401);
  });

  it('does not let another customer confirm or see my paid order', async () => {
    const stock = await stockOf(t, bag.id);
    const cart = await cartFor(t, owner, [{ product: bag, quantity: 1 }]);
    await paidByCard(t, owner, cart.cartId);
    const stranger = await t.send(
      'POST',
      '/api/order_confirm',
      { cartId: cart.cartId, agreeTerms: true },
      other.headers,
    );
    expect(stranger.status).toBe(404);
    expect(await stockOf(t, bag.id)).toBe(stock);

    expect(
      (
        await t.send(
          'POST',
          '/api/order_confirm',
          { cartId: cart.cartId, agreeTerms: true },
          owner.headers,
        )
      ).status,
    ).toBe(200);
    const afterPlaced = await t.send(
      'POST',
      '/api/order_confirm',
      { cartId: cart.cartId, agreeTerms: true },
      other.headers,
    );
    expect(afterPlaced.status).toBe(404);
    expect(afterPlaced.body).not.toHaveProperty('order');
  });

  it('makes a visitor’s cart the customer’s own when they pay for it', async () => {
    const added = await t.send('POST', '/api/add_cart', { item: { sku: bag.sku, quantity: 1 } });
    const cart = added.body.cart as ShopCart;
    await t.send('POST', '/api/refresh_cart', {
      cartId: cart.cartId,
      address: {
        addrName: 'Anna Rossi',
        addrEmail: 'anna@example.com',
        addrTel: '+39 06 1234 5678',
        addrLine1: 'Via Roma 1',
        addrCity: 'Roma',
        addrCode: '00100',
        addrCountry: 'IT',
      },
    });
    const res = await t.send(
      'POST',
      '/api/stripe_create',
      { cartId: cart.cartId, agreeTerms: true },
      owner.headers,
    );
    expect(res.status).toBe(200);
    expect((await orderRow(t, cart._id)).customerId).toBe(owner.id);
    const lookups = simCalls(sim, 'GET', /^\/v1\/payment_intents\//).length;
    const stranger = await t.send(
      'POST',
      '/api/confirm_payment',
      { cartId: cart.cartId },
      other.headers,
    );
    expect(stranger.status).toBe(404);
    expect(simCalls(sim, 'GET', /^\/v1\/payment_intents\//)).toHaveLength(lookups);
  });
});
