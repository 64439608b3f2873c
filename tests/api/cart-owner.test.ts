import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, payments } from '../../src/server/db/schema';
import { signedInAs, type TestApp } from '../support/test-app';
import {
  addItem,
  cartFixture,
  cartOf,
  setProduct,
  storedCart,
  type ProductSupply,
} from './cart-support';

let t: TestApp;
let fresh: ProductSupply;
cartFixture((app) => {
  ({ t, fresh } = app);
});

describe('who a cart answers to', () => {
  it('a signed-in add_cart makes a cart of the caller', async () => {
    const me = await signedInAs(t.db, 'C');
    const product = await fresh();
    const cart = await addItem(t, { sku: product.sku, quantity: 1 }, {}, me.headers);
    expect(cart.customer).toEqual({ email: me.email, customerId: me.id });
    expect((await storedCart(t.db, cart.cartId))?.order).toMatchObject({
      customerId: me.id,
      customerEmail: me.email,
    });
  });

  it("another customer's cart answers 404 to every call and is left untouched", async () => {
    const owner = await signedInAs(t.db, 'C');
    const other = await signedInAs(t.db, 'C');
    const product = await fresh();
    const cart = await addItem(t, { sku: product.sku, quantity: 2 }, {}, owner.headers);
    const before = await storedCart(t.db, cart.cartId);

    for (const headers of [other.headers, {}]) {
      const answers = [
        await t.get(`/api/get_cart?token=${cart.cartId}`, headers),
        await t.send('POST', '/api/refresh_cart', { cartId: cart.cartId }, headers),
        await t.send(
          'POST',
          '/api/add_cart',
          { cartId: cart.cartId, item: { sku: product.sku, quantity: 1 } },
          headers,
        ),
        await t.send(
          'POST',
          '/api/update_cart',
          { cartId: cart.cartId, key: cart.items[0]!.key, quantity: 5 },
          headers,
        ),
        await t.send('POST', '/api/delete_cart', { cartId: cart.cartId }, headers),
      ];
      for (const res of answers) {
        expect(res.status).toBe(404);
        expect(res.body.code).toBe('NOT_FOUND');
      }
    }
    expect(await storedCart(t.db, cart.cartId)).toEqual(before);
    expect((await t.get(`/api/get_cart?token=${cart.cartId}`, owner.headers)).status).toBe(200);
  });

  it("a visitor's cart is claimed by the first signed-in call, then answers only to them", async () => {
    const product = await fresh();
    const cart = await addItem(t, { sku: product.sku, quantity: 1 });
    expect(cart.customer.customerId).toBeNull();

    const me = await signedInAs(t.db, 'C');
    const claimed = await t.get(`/api/get_cart?token=${cart.cartId}`, me.headers);
    expect(claimed.status).toBe(200);
    expect(cartOf(claimed).customer).toEqual({ email: me.email, customerId: me.id });
    expect((await storedCart(t.db, cart.cartId))?.order.customerId).toBe(me.id);

    const someoneElse = await signedInAs(t.db, 'C');
    expect((await t.get(`/api/get_cart?token=${cart.cartId}`, someoneElse.headers)).status).toBe(
      404,
    );
    expect((await t.get(`/api/get_cart?token=${cart.cartId}`)).status).toBe(404);
  });

  it('a stale token makes the caller a visitor, not an error', async () => {
    const product = await fresh();
    const cart = await addItem(t, { sku: product.sku, quantity: 1 });
    const res = await t.get(`/api/get_cart?token=${cart.cartId}`, {
      authorization: 'Bearer not-a-real-token',
    });
    expect(res.status).toBe(200);
    expect(cartOf(res).customer.customerId).toBeNull();
  });
});

describe('carts with a payment', () => {
  async function cartWithPayment(paymentStatus: 'U' | 'P') {
    const me = await signedInAs(t.db, 'C');
    const a = await fresh();
    const b = await fresh();
    let cart = await addItem(t, { sku: a.sku, quantity: 1 }, {}, me.headers);
    cart = await addItem(t, { sku: b.sku, quantity: 1 }, { cartId: cart.cartId }, me.headers);
    await t.db
      .update(orders)
      .set({ paymentId: 'pi_test_1', paymentType: 'STRIPE', paymentStatus })
      .where(eq(orders.cartId, cart.cartId));
    return { me, a, b, cart };
  }

  it('a payment in progress is forgotten when the total changes, kept when it does not', async () => {
    const { me, a, cart } = await cartWithPayment('U');
    const same = await t.send(
      'POST',
      '/api/refresh_cart',
      { cartId: cart.cartId, lng: 'it' },
      me.headers,
    );
    expect(cartOf(same).payment).toMatchObject({ id: 'pi_test_1', type: 'STRIPE' });

    const changed = await t.send(
      'POST',
      '/api/update_cart',
      { cartId: cart.cartId, key: `${a.sku}||||`, quantity: 2 },
      me.headers,
    );
    expect(cartOf(changed).payment).toEqual({
      type: null,
      status: 'U',
      ref: '',
      id: '',
      payerId: '',
    });
    expect((await storedCart(t.db, cart.cartId))?.order).toMatchObject({
      paymentId: '',
      paymentType: null,
      totalIncTax: 3000,
    });
  });

  it('a price change alone also forgets the payment for the old total', async () => {
    const { me, a, cart } = await cartWithPayment('U');
    await setProduct(t.db, a.id, { retailPrice: 1500 });
    const res = await t.get(`/api/get_cart?token=${cart.cartId}`, me.headers);
    expect(cartOf(res).delivery.totalIncTax).toBe(2500);
    expect(cartOf(res).payment.id).toBe('');
  });

  it('a paid cart is frozen: changes answer 409 CART_PAID, reads answer what was paid', async () => {
    const { me, a, cart } = await cartWithPayment('P');
    await setProduct(t.db, a.id, { retailPrice: 5000 });
    const calls = [
      await t.send(
        'POST',
        '/api/add_cart',
        { cartId: cart.cartId, item: { sku: a.sku, quantity: 1 } },
        me.headers,
      ),
      await t.send(
        'POST',
        '/api/update_cart',
        { cartId: cart.cartId, key: `${a.sku}||||`, quantity: 0 },
        me.headers,
      ),
      await t.send(
        'POST',
        '/api/refresh_cart',
        { cartId: cart.cartId, deliveryType: 'exp' },
        me.headers,
      ),
      await t.send('POST', '/api/delete_cart', { cartId: cart.cartId }, me.headers),
    ];
    for (const res of calls) {
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('CART_PAID');
    }
    const read = await t.get(`/api/get_cart?token=${cart.cartId}`, me.headers);
    expect(read.status).toBe(200);
    expect(cartOf(read).delivery.totalIncTax).toBe(2000);
    expect(cartOf(read).items.map((i) => i.unitPrice)).toEqual([1000, 1000]);
    expect(cartOf(read).payment).toMatchObject({ id: 'pi_test_1', status: 'P' });
    // The paid cart posted back as it is asks for no change.
    const postedBack = await t.send('POST', '/api/refresh_cart', cartOf(read), me.headers);
    expect(postedBack.status).toBe(200);
    expect(cartOf(postedBack)).toEqual(cartOf(read));
  });

  it('an emptied cart with a recorded payment is closed rather than deleted', async () => {
    const { me, a, b, cart } = await cartWithPayment('U');
    const [order] = await t.db.select().from(orders).where(eq(orders.cartId, cart.cartId));
    await t.db.insert(payments).values({
      orderId: order!.id,
      provider: 'STRIPE',
      providerId: 'pi_test_1',
      amount: 2000,
      status: 'requires_payment_method',
    });
    await setProduct(t.db, a.id, { inStock: 0 });
    await setProduct(t.db, b.id, { status: 'Z' });
    const res = await t.get(`/api/get_cart?token=${cart.cartId}`, me.headers);
    expect(res.body).toEqual({ cart: null });
    const stored = await storedCart(t.db, cart.cartId);
    expect(stored?.order.status).toBe('Z');
    expect(stored?.items).toEqual([]);
    expect((await t.get(`/api/get_cart?token=${cart.cartId}`, me.headers)).status).toBe(404);
  });
});
