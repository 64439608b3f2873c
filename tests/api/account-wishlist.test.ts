import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WISHLIST_LIMIT } from '../../src/core/account/wishlist';
import { salePriceCents } from '../../src/core/money/sale-price';
import { products, wishlists } from '../../src/server/db/schema';
import { pickProducts, type ProductRow } from '../support/orders';
import { createTestApp, signedInAs, type TestApp } from '../support/test-app';

let t: TestApp;
let active: ProductRow[];
let deleted: ProductRow;
beforeAll(async () => {
  t = await createTestApp();
  active = await pickProducts(t.db, 3);
  [deleted] = (await pickProducts(t.db, 1, 'Z')) as [ProductRow];
});
afterAll(() => t.drop());

interface Entry {
  sku: string;
  name: string;
  itaName: string;
  url: string;
  image: string;
  price: number;
  available: boolean;
  inStock: boolean;
}

const entries = (body: Record<string, unknown>) => body.wishlists as Entry[];

describe('the wishlist', () => {
  it('needs a token', async () => {
    expect((await t.get('/api/wishlist')).status).toBe(401);
    expect((await t.send('POST', '/api/wishlist', { sku: active[0]!.sku })).status).toBe(401);
  });

  it('adds products, newest first, shown as the shop shows them', async () => {
    const me = await signedInAs(t.db, 'C');
    expect((await t.get('/api/wishlist', me.headers)).body).toEqual({ wishlists: [] });
    const [first, second] = active;
    await t.send('POST', '/api/wishlist', { sku: first!.sku }, me.headers);
    const res = await t.send('POST', '/api/wishlist', { sku: second!.sku }, me.headers);
    expect(res.status).toBe(200);
    expect(entries(res.body).map((e) => e.sku)).toEqual([second!.sku, first!.sku]);
    expect(entries(res.body)[1]).toEqual(
      expect.objectContaining({
        sku: first!.sku,
        name: first!.eng.name,
        itaName: first!.ita.name,
        url: first!.url,
        image: `/images/${first!.images[0]}`,
        price: salePriceCents(first!.retailPrice, first!.salePercent),
        available: true,
        inStock: true,
      }),
    );
    expect(entries((await t.get('/api/wishlist', me.headers)).body)).toEqual(entries(res.body));
  });

  it('adds the same product once however often it is sent, in any case', async () => {
    const me = await signedInAs(t.db, 'C');
    const sku = active[0]!.sku;
    await t.send('POST', '/api/wishlist', { sku }, me.headers);
    const again = await t.send('POST', '/api/wishlist', { sku: sku.toLowerCase() }, me.headers);
    expect(again.status).toBe(200);
    expect(entries(again.body).map((e) => e.sku)).toEqual([sku]);
  });

  it('refuses unknown and deleted products with 404', async () => {
    const me = await signedInAs(t.db, 'C');
    for (const sku of ['NO-SUCH-SKU', deleted.sku]) {
      const res = await t.send('POST', '/api/wishlist', { sku }, me.headers);
      expect(res.status, sku).toBe(404);
    }
    expect(await t.db.$count(wishlists, eq(wishlists.customerId, me.id))).toBe(0);
  });

  it('keeps a product deleted later, shown as unavailable, and removes it on request', async () => {
    const me = await signedInAs(t.db, 'C');
    const product = active[2]!;
    await t.send('POST', '/api/wishlist', { sku: product.sku }, me.headers);
    await t.db.update(products).set({ status: 'Z' }).where(eq(products.id, product.id));
    try {
      const [entry] = entries((await t.get('/api/wishlist', me.headers)).body);
      expect(entry).toEqual(
        expect.objectContaining({ sku: product.sku, available: false, inStock: false }),
      );
      const removed = await t.send('DELETE', '/api/wishlist', { sku: product.sku }, me.headers);
      expect(removed.status).toBe(200);
      expect(removed.body).toEqual({ wishlists: [] });
    } finally {
      await t.db.update(products).set({ status: 'A' }).where(eq(products.id, product.id));
    }
  });

  it('removes by body or by ?sku=, and answers 404 for a sku not on the list', async () => {
    const me = await signedInAs(t.db, 'C');
    await t.send('POST', '/api/wishlist', { sku: active[0]!.sku }, me.headers);
    await t.send('POST', '/api/wishlist', { sku: active[1]!.sku }, me.headers);
    const byQuery = await t.send(
      'DELETE',
      `/api/wishlist?sku=${active[0]!.sku}`,
      undefined,
      me.headers,
    );
    expect(entries(byQuery.body).map((e) => e.sku)).toEqual([active[1]!.sku]);
    const missing = await t.send('DELETE', '/api/wishlist', { sku: active[0]!.sku }, me.headers);
    expect(missing.status).toBe(404);
    expect((await t.send('DELETE', '/api/wishlist', {}, me.headers)).status).toBe(400);
  });

  it(`holds at most ${WISHLIST_LIMIT} products`, async () => {
    const me = await signedInAs(t.db, 'C');
    await t.db.insert(wishlists).values(
      Array.from({ length: WISHLIST_LIMIT }, () => ({
        customerId: me.id,
        productId: crypto.randomUUID(),
        sku: 'GONE',
      })),
    );
    const res = await t.send('POST', '/api/wishlist', { sku: active[0]!.sku }, me.headers);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 'WISHLIST_FULL', message: 'Your wishlist is full' });
  });
});
