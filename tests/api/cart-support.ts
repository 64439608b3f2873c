import { and, asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { ShopCart } from '../../src/core/cart/shop-cart';
import type { Db } from '../../src/server/db/client';
import { orderItems, orders, products } from '../../src/server/db/schema';
import { setProductOptions } from '../support/product-options';
import { createTestApp, type JsonResponse, type TestApp } from '../support/test-app';

export type ProductRow = typeof products.$inferSelect;
export type ProductFacts = Partial<
  Pick<
    ProductRow,
    | 'status'
    | 'retailPrice'
    | 'salePercent'
    | 'packs'
    | 'minPurchase'
    | 'freeDelivery'
    | 'inStock'
    | 'minStock'
    | 'productWeight'
    | 'sizes'
    | 'images'
  >
>;

/** Plain facts every cart test starts from, so expected figures can be written down. */
export const PLAIN: ProductFacts = {
  status: 'A',
  retailPrice: 1000,
  salePercent: 0,
  packs: [],
  minPurchase: 1,
  freeDelivery: false,
  inStock: 20,
  minStock: 0,
  productWeight: 300,
  sizes: [],
};

export async function setProduct(db: Db, id: string, facts: ProductFacts): Promise<ProductRow> {
  const [row] = await db.update(products).set(facts).where(eq(products.id, id)).returning();
  if (!row) throw new Error(`no product ${id}`);
  return row;
}

/**
 * Hands out seeded unit-priced products one at a time (each test file has its own database),
 * reset to PLAIN plus the facts given. Like PLAIN's sizes, their colours and styles are taken
 * away, so a line needs no options and its key is the sku and pack alone; tests of options
 * give them back (setProductOptions).
 */
export function productSupply(t: TestApp) {
  let pool: ProductRow[] | undefined;
  return async (facts: ProductFacts = {}): Promise<ProductRow> => {
    pool ??= await t.db
      .select()
      .from(products)
      .where(and(eq(products.status, 'A'), eq(products.sellBy, 'u')))
      .orderBy(asc(products.sku));
    const next = pool.shift();
    if (!next) throw new Error('the seed ran out of products');
    await setProductOptions(t.db, next.id, {});
    return setProduct(t.db, next.id, { ...PLAIN, ...facts });
  };
}

export type ProductSupply = ReturnType<typeof productSupply>;

export interface CartApp {
  t: TestApp;
  fresh: ProductSupply;
}

/**
 * A cart test file's setup: before its tests the test app over the file's own database, and
 * `fresh` handing out its seeded products, go to `ready`; after its tests the database goes.
 */
export function cartFixture(ready: (app: CartApp) => void): void {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp();
    ready({ t, fresh: productSupply(t) });
  });
  afterAll(async () => {
    await t?.drop();
  });
}

export async function weightPricedProduct(db: Db, facts: ProductFacts = {}) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.sellBy, 'w'), gt(products.inStock, products.minStock)))
    .orderBy(asc(products.sku))
    .limit(1);
  if (!row) throw new Error('the seed has no weight-priced product');
  await setProductOptions(db, row.id, {});
  return setProduct(db, row.id, { ...PLAIN, minPurchase: 1, productWeight: 500, ...facts });
}

export const cartOf = (res: JsonResponse) => res.body.cart as ShopCart;

/** add_cart, expecting it to work (201 or 200). */
export async function addItem(
  t: TestApp,
  item: Record<string, unknown>,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<ShopCart> {
  const res = await t.send('POST', '/api/add_cart', { ...extra, item }, headers);
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return cartOf(res);
}

export async function storedCart(db: Db, cartId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.cartId, cartId));
  if (!order) return undefined;
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));
  return { order, items };
}

export const address = (overrides: Record<string, unknown> = {}) => ({
  addrName: 'Anna Rossi',
  addrEmail: 'anna@example.com',
  addrTel: '+39 06 1234 5678',
  addrLine1: 'Via Roma 1',
  addrCity: 'Roma',
  addrCode: '00100',
  addrCountry: 'IT',
  ...overrides,
});
