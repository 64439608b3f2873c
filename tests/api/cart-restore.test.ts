import { describe, expect, it } from 'vitest';
import { signedInAs, type TestApp } from '../support/test-app';
import { addItem, cartFixture, cartOf, storedCart, type ProductSupply } from './cart-support';

let t: TestApp;
let fresh: ProductSupply;
cartFixture((app) => {
  ({ t, fresh } = app);
});

const restore = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.send('POST', '/api/restore_cart', body, headers);

const quantities = (cart: { items: { sku: string; quantity: number }[] }) =>
  Object.fromEntries(cart.items.map((item) => [item.sku, item.quantity]));

describe('POST restore_cart: the cart comes back at sign-in', () => {
  it('brings the customer’s open cart back to a browser that has none (logout, login)', async () => {
    const me = await signedInAs(t.db, 'C');
    const [a, b] = [await fresh(), await fresh()];
    const first = await addItem(t, { sku: a.sku, quantity: 1 }, {}, me.headers);
    await addItem(t, { sku: b.sku, quantity: 2 }, { cartId: first.cartId }, me.headers);

    // Logged out, the browser forgot its cart; logged in again (here or in another browser):
    const res = await restore({}, me.headers);
    expect(res.status).toBe(200);
    const cart = cartOf(res);
    expect(cart.cartId).toBe(first.cartId);
    expect(quantities(cart)).toEqual({ [a.sku]: 1, [b.sku]: 2 });
  });

  it('merges a visitor’s cart into the saved one: same choices summed up to the stock', async () => {
    const me = await signedInAs(t.db, 'C');
    const [a, b, c] = [await fresh({ inStock: 4 }), await fresh(), await fresh()];
    const saved = await addItem(t, { sku: a.sku, quantity: 3 }, {}, me.headers);
    await addItem(t, { sku: b.sku, quantity: 1 }, { cartId: saved.cartId }, me.headers);
    // Logged out, shopping as a visitor in the same browser:
    const visitor = await addItem(t, { sku: a.sku, quantity: 2 });
    await addItem(t, { sku: c.sku, quantity: 5 }, { cartId: visitor.cartId });

    const res = await restore({ cartId: visitor.cartId, lng: 'it' }, me.headers);
    expect(res.status).toBe(200);
    const cart = cartOf(res);
    expect(cart.cartId).toBe(saved.cartId);
    // 3 + 2 of a, with 4 in stock: 4, and the cart says it was reduced.
    expect(quantities(cart)).toEqual({ [a.sku]: 4, [b.sku]: 1, [c.sku]: 5 });
    expect(cart.notices).toContainEqual(expect.objectContaining({ code: 'QUANTITY_REDUCED' }));
    expect(cart.customer).toEqual({ email: me.email, customerId: me.id });
    expect(cart.lng).toBe('it');
    // The visitor's cart is gone; the saved one holds every line.
    expect(await storedCart(t.db, visitor.cartId)).toBeUndefined();
    expect((await storedCart(t.db, saved.cartId))?.items).toHaveLength(3);
  });

  it('makes the visitor’s cart the customer’s when there is no saved one', async () => {
    const me = await signedInAs(t.db, 'C');
    const product = await fresh();
    const visitor = await addItem(t, { sku: product.sku, quantity: 2 });
    const cart = cartOf(await restore({ cartId: visitor.cartId }, me.headers));
    expect(cart.cartId).toBe(visitor.cartId);
    expect(cart.customer).toEqual({ email: me.email, customerId: me.id });
    expect((await storedCart(t.db, visitor.cartId))?.order.customerId).toBe(me.id);
  });

  it('answers null without any cart, and ignores a token that is not a takeable cart', async () => {
    const me = await signedInAs(t.db, 'C');
    const other = await signedInAs(t.db, 'C');
    expect((await restore({}, me.headers)).body).toEqual({ cart: null });
    expect((await restore({ cartId: 'no-such-cart-token-0000' }, me.headers)).body).toEqual({
      cart: null,
    });
    // Someone else's cart is neither merged nor taken, and stays as it was.
    const product = await fresh();
    const theirs = await addItem(t, { sku: product.sku, quantity: 1 }, {}, other.headers);
    expect((await restore({ cartId: theirs.cartId }, me.headers)).body).toEqual({ cart: null });
    expect((await storedCart(t.db, theirs.cartId))?.order.customerId).toBe(other.id);
  });

  it('is for signed-in callers only', async () => {
    const res = await restore({});
    expect(res.status).toBe(401);
  });
});
