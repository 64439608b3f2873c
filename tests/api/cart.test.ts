import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CART_EXPIRY_MS } from '../../src/core/constants';
import { orders } from '../../src/server/db/schema';
import { setProductOptions } from '../support/product-options';
import type { TestApp } from '../support/test-app';
import {
  addItem,
  cartFixture,
  cartOf,
  setProduct,
  storedCart,
  weightPricedProduct,
  type ProductSupply,
} from './cart-support';

let t: TestApp;
let fresh: ProductSupply;
cartFixture((app) => {
  ({ t, fresh } = app);
});

const PACKS = [
  { descr: 'Pack of 3', itaDescr: 'Confezione da 3', price: 2700, quantity: 3 },
  { descr: 'Pack of 5', itaDescr: 'Confezione da 5', price: 4250, quantity: 5 },
];

describe('POST add_cart: a new cart', () => {
  it('starts open and unpaid, its lines open and not shipped, expiring in 5 days (201)', async () => {
    const product = await fresh();
    const res = await t.send('POST', '/api/add_cart', { item: { sku: product.sku, quantity: 2 } });
    expect(res.status).toBe(201);
    const cart = cartOf(res);
    expect(cart.cartId).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(cart).toMatchObject({
      status: 'O',
      lng: 'en',
      customer: { email: '', customerId: null },
      address: null,
      payment: { type: null, status: 'U', ref: '', id: '', payerId: '' },
      notices: [],
    });
    expect(Date.parse(cart.cart.expiresOn) - Date.parse(cart.dateAdded)).toBe(CART_EXPIRY_MS);
    expect(cart.items).toEqual([
      expect.objectContaining({
        sku: product.sku,
        key: `${product.sku}||||`,
        url: product.url,
        name: product.eng.name,
        itaName: product.ita.name,
        image: `/images/${product.images[0]}`,
        quantity: 2,
        unitPrice: 1000,
        itemIncTax: 2000,
        status: 'O',
        shipped: false,
        available: 20,
        tbc: false,
      }),
    ]);

    const stored = await storedCart(t.db, cart.cartId);
    expect(stored?.order).toMatchObject({
      status: 'O',
      paymentStatus: 'U',
      placedAt: null,
      customerId: null,
      lng: 'en',
      totalIncTax: 2000,
      cartIncTax: 2000,
      totalItems: 2,
    });
    expect(stored?.order.expiresOn.getTime()).toBe(
      stored!.order.dateAdded.getTime() + CART_EXPIRY_MS,
    );
    expect(stored?.items).toEqual([
      expect.objectContaining({ productId: product.id, status: 'O', shipped: false, quantity: 2 }),
    ]);
  });

  it('keeps the language sent, and each new cart has its own token', async () => {
    const product = await fresh();
    const one = await addItem(t, { sku: product.sku, quantity: 1 }, { lng: 'it' });
    const two = await addItem(t, { sku: product.sku, quantity: 1 });
    expect(one.lng).toBe('it');
    expect((await storedCart(t.db, one.cartId))?.order.lng).toBe('it');
    expect(two.cartId).not.toBe(one.cartId);
  });

  it('404 for an unknown or deleted product, 409 OUT_OF_STOCK when none can be bought', async () => {
    const before = await t.db.$count(orders);
    const unknown = await t.send('POST', '/api/add_cart', { item: { sku: 'NOPE-1', quantity: 1 } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('NOT_FOUND');

    const deleted = await fresh({ status: 'Z' });
    const gone = await t.send('POST', '/api/add_cart', { item: { sku: deleted.sku, quantity: 1 } });
    expect(gone.status).toBe(404);

    const out = await fresh({ inStock: 3, minStock: 3 });
    const refused = await t.send('POST', '/api/add_cart', { item: { sku: out.sku, quantity: 1 } });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      code: 'OUT_OF_STOCK',
      message: 'Sorry, this item is out of stock',
    });

    const belowMinimum = await fresh({ inStock: 1, minPurchase: 2 });
    const short = await t.send('POST', '/api/add_cart', {
      item: { sku: belowMinimum.sku, quantity: 2 },
    });
    expect(short.status).toBe(409);
    // Nothing was left behind by the refused calls.
    expect(await t.db.$count(orders)).toBe(before);
  });

  it('409 for an item added to an existing cart leaves the cart as it was', async () => {
    const a = await fresh();
    const out = await fresh({ inStock: 0 });
    const cart = await addItem(t, { sku: a.sku, quantity: 1 });
    const res = await t.send('POST', '/api/add_cart', {
      cartId: cart.cartId,
      item: { sku: out.sku, quantity: 1 },
    });
    expect(res.status).toBe(409);
    expect((await storedCart(t.db, cart.cartId))?.items.map((i) => i.sku)).toEqual([a.sku]);
  });

  it('refuses bad quantities and missing skus with 400', async () => {
    const product = await fresh();
    for (const item of [
      { sku: product.sku, quantity: 0 },
      { sku: product.sku, quantity: 1.5 },
      { sku: product.sku, quantity: '2' },
      { sku: '', quantity: 1 },
      { quantity: 1 },
    ]) {
      const res = await t.send('POST', '/api/add_cart', { item });
      expect(res.status, JSON.stringify(item)).toBe(400);
    }
  });
});

describe('POST add_cart: lines', () => {
  it('adding the same line again adds to its quantity (200, same line)', async () => {
    const product = await fresh();
    const first = await addItem(t, { sku: product.sku, quantity: 2 });
    const res = await t.send('POST', '/api/add_cart', {
      cartId: first.cartId,
      item: { sku: product.sku.toLowerCase(), quantity: 3 },
    });
    expect(res.status).toBe(200);
    const cart = cartOf(res);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ _id: first.items[0]?._id, quantity: 5 });
    expect(cart.cart.totalItems).toBe(5);
    expect(cart.delivery.cartIncTax).toBe(5000);
  });

  it('another size is another line, appended after the first', async () => {
    const product = await fresh({ sizes: ['S', 'M', 'L'] });
    const first = await addItem(t, { sku: product.sku, quantity: 1, size: 'L' });
    const cart = await addItem(
      t,
      { sku: product.sku, quantity: 1, size: 'm' },
      { cartId: first.cartId },
    );
    expect(cart.items.map((i) => [i.size, i.key])).toEqual([
      ['L', `${product.sku}|L|||`],
      ['M', `${product.sku}|M|||`],
    ]);
  });

  it('a product with sizes needs one of them', async () => {
    const product = await fresh({ sizes: ['S', 'M'] });
    for (const size of [undefined, '']) {
      const res = await t.send('POST', '/api/add_cart', {
        item: { sku: product.sku, quantity: 1, size },
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'OPTION_NEEDED' });
      expect(res.body.fields).toEqual([{ field: 'item.size', message: 'Choose a size' }]);
    }
    const other = await t.send('POST', '/api/add_cart', {
      item: { sku: product.sku, quantity: 1, size: 'XXL' },
    });
    expect(other.status).toBe(400);
    expect(other.body).toMatchObject({ code: 'OPTION_NOT_OFFERED' });
    expect(other.body.fields).toEqual([
      { field: 'item.size', message: 'Choose one of the sizes offered' },
    ]);
  });

  it('a product with several colours and styles needs one of each, named either way', async () => {
    const product = await fresh();
    await setProductOptions(t.db, product.id, {
      colors: ['Black', 'Red'],
      styles: ['Classic', 'Sport'],
    });
    const send = (item: Record<string, string>) =>
      t.send('POST', '/api/add_cart', { item: { sku: product.sku, quantity: 1, ...item } });

    const noColour = await send({ style: 'Sport' });
    expect(noColour.status).toBe(400);
    expect(noColour.body).toEqual({
      code: 'OPTION_NEEDED',
      message: 'Choose the size, colour and style of this product before adding it',
      fields: [{ field: 'item.color', message: 'Choose a colour' }],
    });
    const noStyle = await send({ color: 'Red', style: ' ' });
    expect(noStyle.body.fields).toEqual([{ field: 'item.style', message: 'Choose a style' }]);
    const notItsOwn = await send({ color: 'Green', style: 'Sport' });
    expect(notItsOwn.status).toBe(400);
    expect(notItsOwn.body).toMatchObject({
      code: 'OPTION_NOT_OFFERED',
      fields: [{ field: 'item.color', message: 'Choose one of the colours offered' }],
    });

    const added = await send({ color: 'rosso', style: 'Sportivo' });
    expect(added.status).toBe(201);
    expect(cartOf(added).items).toEqual([
      expect.objectContaining({ key: `${product.sku}||Red|Sport|`, color: 'Red', style: 'Sport' }),
    ]);
  });

  it('takes a product’s only colour and style when none is sent', async () => {
    const product = await fresh();
    await setProductOptions(t.db, product.id, { colors: ['Navy'], styles: ['Travel'] });
    const cart = await addItem(t, { sku: product.sku, quantity: 1 });
    expect(cart.items[0]).toMatchObject({ color: 'Navy', style: 'Travel' });
  });

  it('shows the chosen colour’s picture on the line', async () => {
    const product = await setProduct(t.db, (await fresh()).id, {
      images: ['products/bag-1.webp', 'products/bag-2.webp', 'products/bag-red.webp'],
    });
    // The shop lists them Black, White, Red: White is second, Red is named by a file.
    await setProductOptions(t.db, product.id, { colors: ['Black', 'Red', 'White'] });
    let cart = await addItem(t, { sku: product.sku, quantity: 1, color: 'White' });
    cart = await addItem(
      t,
      { sku: product.sku, quantity: 1, color: 'Red' },
      { cartId: cart.cartId },
    );
    cart = await addItem(
      t,
      { sku: product.sku, quantity: 1, color: 'Black' },
      { cartId: cart.cartId },
    );
    expect(cart.items.map((i) => [i.color, i.image])).toEqual([
      ['White', '/images/products/bag-2.webp'],
      ['Red', '/images/products/bag-red.webp'],
      ['Black', '/images/products/bag-1.webp'],
    ]);
  });

  it('clamps the quantity to the stock above minStock, with a QUANTITY_REDUCED notice', async () => {
    const product = await fresh({ inStock: 10, minStock: 3 });
    const cart = await addItem(t, { sku: product.sku, quantity: 9 });
    expect(cart.items[0]).toMatchObject({ quantity: 7, available: 7 });
    expect(cart.notices).toEqual([{ sku: product.sku, code: 'QUANTITY_REDUCED' }]);

    const again = await addItem(t, { sku: product.sku, quantity: 1 }, { cartId: cart.cartId });
    expect(again.items[0]?.quantity).toBe(7);
    expect(again.notices).toEqual([{ sku: product.sku, code: 'QUANTITY_REDUCED' }]);
    expect((await storedCart(t.db, cart.cartId))?.items[0]?.quantity).toBe(7);
  });

  it('raises the quantity to minPurchase', async () => {
    const product = await fresh({ minPurchase: 3 });
    const cart = await addItem(t, { sku: product.sku, quantity: 1 });
    expect(cart.items[0]).toMatchObject({ quantity: 3, minPurchase: 3, itemIncTax: 3000 });
  });

  it('prices a pack at its price and counts its stock in packs', async () => {
    const product = await fresh({ packs: PACKS, inStock: 11, minStock: 1, productWeight: 200 });
    const cart = await addItem(t, { sku: product.sku, quantity: 5, pack: 'Pack of 3' });
    expect(cart.items[0]).toMatchObject({
      key: `${product.sku}||||Pack of 3`,
      packDescr: 'Pack of 3',
      itaPackDescr: 'Confezione da 3',
      sellPack: 3,
      quantity: 3,
      available: 3,
      unitPrice: 2700,
      retailPrice: 2700,
      itemIncTax: 8100,
      productWeight: 200,
      weight: 1800,
    });
    expect(cart.notices).toEqual([{ sku: product.sku, code: 'QUANTITY_REDUCED' }]);
    expect(cart.cart.totalWeight).toBe(1800);

    // The Italian name of the pack is the same line.
    const same = await t.send('POST', '/api/add_cart', {
      cartId: cart.cartId,
      item: { sku: product.sku, quantity: 1, pack: 'confezione da 3' },
    });
    expect(cartOf(same).items).toHaveLength(1);

    const unknown = await t.send('POST', '/api/add_cart', {
      item: { sku: product.sku, quantity: 1, pack: 'Pack of 9' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual([
      { field: 'item.pack', message: 'Choose one of the packs offered' },
    ]);
  });

  it('applies the sale percentage to the retail price', async () => {
    const product = await fresh({ retailPrice: 1999, salePercent: 15 });
    const cart = await addItem(t, { sku: product.sku, quantity: 2 });
    expect(cart.items[0]).toMatchObject({
      unitPrice: 1699,
      retailPrice: 1999,
      salePrice: 15,
      onSale: true,
      itemIncTax: 3398,
      itemExTax: 2785,
      itemTax: 613,
    });
    expect((await storedCart(t.db, cart.cartId))?.items[0]).toMatchObject({
      unitPrice: 1699,
      salePercent: 15,
      onSale: true,
    });
  });

  it('a weight-priced product is TBC: it adds 0 to the totals', async () => {
    const fabric = await weightPricedProduct(t.db, { retailPrice: 2400 });
    const cart = await addItem(t, { sku: fabric.sku, quantity: 2 });
    expect(cart.items[0]).toMatchObject({
      sellBy: 'w',
      tbc: true,
      unitPrice: 2400,
      itemIncTax: 0,
      weight: 1000,
    });
    expect(cart.cart).toMatchObject({ hasWeightItems: true, totalPrice: 0, totalWeight: 1000 });
    expect(cart.delivery.totalIncTax).toBe(0);
  });
});

describe('the client cannot set money, stock or totals', () => {
  it('ignores prices, totals and stock in add_cart and refresh_cart bodies', async () => {
    const product = await fresh({ retailPrice: 2500, inStock: 4 });
    const res = await t.send('POST', '/api/add_cart', {
      lng: 'en',
      cart: { totalPrice: 1, totalItems: 99 },
      delivery: { totalIncTax: 1 },
      item: {
        sku: product.sku,
        quantity: 3,
        unitPrice: 1,
        retailPrice: 1,
        salePrice: 99,
        itemIncTax: 1,
        available: 999,
        inStock: 999,
      },
    });
    expect(res.status).toBe(201);
    const cart = cartOf(res);
    expect(cart.items[0]).toMatchObject({
      unitPrice: 2500,
      retailPrice: 2500,
      salePrice: 0,
      itemIncTax: 7500,
      available: 4,
    });

    // The whole cart posted back with every figure changed: only its cartId is read.
    const tampered = structuredClone(cart);
    tampered.delivery.totalIncTax = 1;
    tampered.cart.totalPrice = 1;
    tampered.items[0]!.unitPrice = 1;
    tampered.items[0]!.quantity = 99;
    tampered.items[0]!.available = 999;
    const refreshed = await t.send('POST', '/api/refresh_cart', tampered);
    expect(refreshed.status).toBe(200);
    expect(cartOf(refreshed).items[0]).toMatchObject({ unitPrice: 2500, quantity: 3 });
    expect(cartOf(refreshed).delivery.totalIncTax).toBe(7500);

    const stored = await storedCart(t.db, cart.cartId);
    expect(stored?.order).toMatchObject({ totalPrice: 7500, totalIncTax: 7500, totalItems: 3 });
    expect(stored?.items[0]).toMatchObject({ unitPrice: 2500, quantity: 3, itemIncTax: 7500 });
  });
});

describe('POST update_cart', () => {
  it('sets a quantity within the limits, and 0 removes the line', async () => {
    const a = await fresh({ inStock: 6, minPurchase: 2 });
    const b = await fresh();
    const one = await addItem(t, { sku: a.sku, quantity: 2 });
    const cart = await addItem(t, { sku: b.sku, quantity: 1 }, { cartId: one.cartId });
    const keyA = `${a.sku}||||`;

    const more = await t.send('POST', '/api/update_cart', {
      cartId: cart.cartId,
      key: keyA,
      quantity: 10,
    });
    expect(more.status).toBe(200);
    expect(cartOf(more).items[0]).toMatchObject({ quantity: 6 });
    expect(cartOf(more).notices).toEqual([{ sku: a.sku, code: 'QUANTITY_REDUCED' }]);

    const less = await t.send('POST', '/api/update_cart', {
      cartId: cart.cartId,
      key: keyA,
      quantity: 1,
    });
    expect(cartOf(less).items[0]).toMatchObject({ quantity: 2 });

    const removed = await t.send('POST', '/api/update_cart', {
      cartId: cart.cartId,
      key: keyA,
      quantity: 0,
    });
    expect(cartOf(removed).items.map((i) => i.sku)).toEqual([b.sku]);
    expect(cartOf(removed).delivery.cartIncTax).toBe(1000);
    expect((await storedCart(t.db, cart.cartId))?.items.map((i) => i.sku)).toEqual([b.sku]);

    const unknown = await t.send('POST', '/api/update_cart', {
      cartId: cart.cartId,
      key: 'NOPE||||',
      quantity: 1,
    });
    expect(unknown.status).toBe(404);
  });

  it('removing the last line deletes the cart and answers { cart: null }', async () => {
    const a = await fresh();
    const cart = await addItem(t, { sku: a.sku, quantity: 1 });
    const res = await t.send('POST', '/api/update_cart', {
      cartId: cart.cartId,
      key: cart.items[0]!.key,
      quantity: 0,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ cart: null });
    expect(await storedCart(t.db, cart.cartId)).toBeUndefined();
    expect((await t.get(`/api/get_cart?token=${cart.cartId}`)).status).toBe(404);
  });
});

describe('GET get_cart and POST delete_cart', () => {
  it('get_cart answers the cart; delete_cart deletes it', async () => {
    const a = await fresh();
    const cart = await addItem(t, { sku: a.sku, quantity: 2 });
    const got = await t.get(`/api/get_cart?token=${encodeURIComponent(cart.cartId)}`);
    expect(got.status).toBe(200);
    expect(cartOf(got)).toEqual({ ...cart, notices: [] });

    const deleted = await t.send('POST', '/api/delete_cart', cart);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ cart: null });
    expect(await storedCart(t.db, cart.cartId)).toBeUndefined();
    expect((await t.send('POST', '/api/delete_cart', { cartId: cart.cartId })).status).toBe(404);
  });

  it('404 for an unknown token, 400 without one', async () => {
    expect((await t.get('/api/get_cart?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await t.get('/api/get_cart?token=not%20a%20token')).status).toBe(404);
    expect((await t.get('/api/get_cart')).status).toBe(400);
  });

  it('an expired cart is gone: 404 for every call, and add_cart does not revive it', async () => {
    const a = await fresh();
    const cart = await addItem(t, { sku: a.sku, quantity: 1 });
    await t.db
      .update(orders)
      .set({ expiresOn: new Date(Date.now() - 1000) })
      .where(eq(orders.cartId, cart.cartId));
    expect((await t.get(`/api/get_cart?token=${cart.cartId}`)).status).toBe(404);
    const calls = [
      t.send('POST', '/api/refresh_cart', { cartId: cart.cartId }),
      t.send('POST', '/api/update_cart', {
        cartId: cart.cartId,
        key: cart.items[0]!.key,
        quantity: 2,
      }),
      t.send('POST', '/api/add_cart', { cartId: cart.cartId, item: { sku: a.sku, quantity: 1 } }),
      t.send('POST', '/api/delete_cart', { cartId: cart.cartId }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
    expect((await storedCart(t.db, cart.cartId))?.items[0]?.quantity).toBe(1);
  });

  it('a placed order is not a cart', async () => {
    const a = await fresh();
    const cart = await addItem(t, { sku: a.sku, quantity: 1 });
    await t.db
      .update(orders)
      .set({ placedAt: new Date(), status: 'P', paymentStatus: 'P' })
      .where(eq(orders.cartId, cart.cartId));
    expect((await t.get(`/api/get_cart?token=${cart.cartId}`)).status).toBe(404);
  });
});

describe('repricing on every call', () => {
  it('drops an out-of-stock or deleted product with a notice and notices a new price', async () => {
    const keep = await fresh();
    const soldOut = await fresh();
    const deleted = await fresh();
    let cart = await addItem(t, { sku: keep.sku, quantity: 1 });
    cart = await addItem(t, { sku: soldOut.sku, quantity: 2 }, { cartId: cart.cartId });
    cart = await addItem(t, { sku: deleted.sku, quantity: 1 }, { cartId: cart.cartId });
    expect(cart.delivery.cartIncTax).toBe(4000);

    await setProduct(t.db, soldOut.id, { inStock: 2, minStock: 2 });
    await setProduct(t.db, deleted.id, { status: 'Z' });
    await setProduct(t.db, keep.id, { retailPrice: 1200 });

    const res = await t.get(`/api/get_cart?token=${cart.cartId}`);
    expect(res.status).toBe(200);
    const now = cartOf(res);
    expect(now.items.map((i) => [i.sku, i.unitPrice])).toEqual([[keep.sku, 1200]]);
    expect(now.notices).toEqual(
      expect.arrayContaining([
        { sku: soldOut.sku, code: 'OUT_OF_STOCK' },
        { sku: deleted.sku, code: 'REMOVED' },
        { sku: keep.sku, code: 'PRICE_CHANGED' },
      ]),
    );
    expect(now.notices).toHaveLength(3);
    expect(now.delivery.totalIncTax).toBe(1200);
    const stored = await storedCart(t.db, cart.cartId);
    expect(stored?.items.map((i) => i.sku)).toEqual([keep.sku]);
    expect(stored?.order.totalIncTax).toBe(1200);

    // Told once: the next call has nothing new to say.
    expect(cartOf(await t.get(`/api/get_cart?token=${cart.cartId}`)).notices).toEqual([]);
  });

  it('a cart whose every line is gone is deleted and answers null', async () => {
    const a = await fresh();
    const cart = await addItem(t, { sku: a.sku, quantity: 1 });
    await setProduct(t.db, a.id, { inStock: 0 });
    const res = await t.send('POST', '/api/refresh_cart', { cartId: cart.cartId });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ cart: null });
    expect(await storedCart(t.db, cart.cartId)).toBeUndefined();
  });

  it('lines of one product share its stock', async () => {
    const product = await fresh({ sizes: ['S', 'M'], inStock: 5 });
    let cart = await addItem(t, { sku: product.sku, quantity: 3, size: 'S' });
    cart = await addItem(t, { sku: product.sku, quantity: 4, size: 'M' }, { cartId: cart.cartId });
    expect(cart.items.map((i) => [i.size, i.quantity, i.available])).toEqual([
      ['S', 3, 3],
      ['M', 2, 2],
    ]);
    expect(cart.notices).toEqual([{ sku: product.sku, code: 'QUANTITY_REDUCED' }]);
  });
});

describe('two tabs at once', () => {
  it('concurrent changes to one cart run one after the other: none is lost', async () => {
    const a = await fresh();
    const b = await fresh();
    const cart = await addItem(t, { sku: a.sku, quantity: 1 });
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () =>
        t.send('POST', '/api/add_cart', { cartId: cart.cartId, item: { sku: a.sku, quantity: 1 } }),
      ),
      t.send('POST', '/api/add_cart', { cartId: cart.cartId, item: { sku: b.sku, quantity: 2 } }),
    ]);
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
    const stored = await storedCart(t.db, cart.cartId);
    expect(stored?.items.map((i) => [i.sku, i.quantity])).toEqual([
      [a.sku, 5],
      [b.sku, 2],
    ]);
    expect(stored?.order).toMatchObject({ totalItems: 7, totalIncTax: 7000 });
  });
});
