import { beforeEach, describe, expect, it } from 'vitest';
import { clearRecordedPurges, recordedPurges } from '../../src/server/cdn/cdn-purge';
import type { CatalogueProduct } from '../../src/core/catalogue/product';
import type { ProductRow } from '../support/orders';
import { signedInAs, type TestApp } from '../support/test-app';
import {
  cartFor,
  checkoutFixture,
  paidByCard,
  stockOf,
  stockedProduct,
  type Shopper,
} from './checkout-support';

/**
 * Spec 9: the shop sells only what is in stock. A CDN may hand out a product answer that was
 * true a moment ago; the cart and the order check the database, never that answer.
 */
let t: TestApp;
let lastOne: ProductRow;
let plenty: ProductRow;
let admin: Shopper;

checkoutFixture(async (app) => {
  ({ t } = app);
  lastOne = await stockedProduct(t, 0, 1);
  plenty = await stockedProduct(t, 1, 5);
  admin = await signedInAs(t.db, 'A');
});
beforeEach(() => clearRecordedPurges());

async function publicRead(path: string) {
  const res = await t.app.request(path);
  expect(res.status).toBe(200);
  expect(res.headers.get('netlify-cdn-cache-control')).toMatch(/^public, s-maxage=/);
  expect(res.headers.get('netlify-cache-tag')!.split(',')).toContain('products');
  const body = (await res.json()) as { products: CatalogueProduct[] };
  return { etag: res.headers.get('etag')!, products: body.products };
}

const addToNewCart = (sku: string) =>
  t.send('POST', '/api/add_cart', { item: { sku, quantity: 1 } });

describe('a product a cache still shows in stock, once sold out', () => {
  it('sold by an order: cannot be added nor ordered, and the order purged products', async () => {
    const kept = await publicRead(`/api/products?rows=1&sku=${lastOne.sku}`);
    expect(kept.products[0]!.sell.inStock).toBe(1);

    // Two shoppers pay for the last unit; the first order to be confirmed takes it.
    const anna = await signedInAs(t.db, 'C');
    const bruno = await signedInAs(t.db, 'C');
    const brunoCart = await cartFor(t, bruno, [{ product: lastOne, quantity: 1 }]);
    await paidByCard(t, bruno, brunoCart.cartId);
    const annaCart = await cartFor(t, anna, [{ product: lastOne, quantity: 1 }]);
    await paidByCard(t, anna, annaCart.cartId);
    expect(recordedPurges()).toEqual([]);

    const placed = await t.send(
      'POST',
      '/api/order_confirm',
      { cartId: annaCart.cartId, agreeTerms: true },
      anna.headers,
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(await stockOf(t, lastOne.id)).toBe(0);
    expect(recordedPurges()).toEqual([
      { tags: ['products'], cause: 'order placed', target: 'memory' },
    ]);

    // A visitor holding the kept answer ("1 in stock") cannot add it…
    const added = await addToNewCart(lastOne.sku);
    expect(added.status).toBe(409);
    expect(added.body).toEqual({
      code: 'OUT_OF_STOCK',
      message: 'Sorry, this item is out of stock',
    });
    // …and the shopper who paid for it too cannot have it: refused, refunded, stock untouched.
    const late = await t.send(
      'POST',
      '/api/order_confirm',
      { cartId: brunoCart.cartId, agreeTerms: true },
      bruno.headers,
    );
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'SOLD_OUT' });
    expect(await stockOf(t, lastOne.id)).toBe(0);
    // A refused order took nothing, so it purged nothing.
    expect(recordedPurges()).toHaveLength(1);

    // Revalidating the kept answer brings the new one.
    const fresh = await t.app.request(`/api/products?rows=1&sku=${lastOne.sku}`, {
      headers: { 'if-none-match': kept.etag },
    });
    expect(fresh.status).toBe(200);
    const now = (await fresh.json()) as { products: CatalogueProduct[] };
    expect(now.products[0]!.sell.inStock).toBe(0);
  });

  it('set to 0 by the administrator: cannot be added, and the edit purged products', async () => {
    const kept = await publicRead('/api/products?rows=1000');
    expect(kept.products.map((p) => p.sku)).toContain(plenty.sku);

    const edited = await t.send(
      'PUT',
      '/api/admin_product_stock',
      { _id: plenty.id, inStock: 0, minStock: 0, criticalStock: 0 },
      admin.headers,
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(recordedPurges()).toEqual([
      { tags: ['products'], cause: 'PUT /api/admin_product_stock', target: 'memory' },
    ]);

    expect((await addToNewCart(plenty.sku)).status).toBe(409);
    const now = await publicRead('/api/products?rows=1000');
    expect(now.etag).not.toBe(kept.etag);
    expect(now.products.map((p) => p.sku)).not.toContain(plenty.sku);
  });
});
