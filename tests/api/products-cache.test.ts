import { eq } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueProduct } from '../../src/core/catalogue/product';
import type { AdminProduct } from '../../src/components/admin/products/admin-product';
import {
  formFromProduct,
  productInputFromForm,
  type ProductFormValues,
} from '../../src/components/admin/products/product-form-values';
import { productQuerySchema } from '../../src/server/catalogue/product-query';
import { queryProducts } from '../../src/server/catalogue/product-service';
import { products } from '../../src/server/db/schema';
import type { ProductRow } from '../support/orders';
import { signedInAs, type TestApp } from '../support/test-app';
import {
  cartFor,
  checkoutFixture,
  paidByCard,
  stockedProduct,
  type Shopper,
} from './checkout-support';

/**
 * GET products for everyone but administrators keeps its serialised answer while the
 * catalogue token stands (product-list-cache.ts): the next answer after any write is new.
 */
const LIST = '/api/products?rows=1000';

let t: TestApp;
let bag: ProductRow;
let admin: Shopper;
let customer: Shopper;

checkoutFixture(async (app) => {
  ({ t } = app);
  bag = await stockedProduct(t, 0, 3);
  admin = await signedInAs(t.db, 'A');
  customer = await signedInAs(t.db, 'C');
});

interface Raw {
  status: number;
  type: string | null;
  text: string;
}

async function raw(path: string, headers: Record<string, string> = {}): Promise<Raw> {
  const res = await t.app.request(path, { headers });
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
}

const listed = async (path = LIST, headers: Record<string, string> = {}) => {
  const res = await raw(path, headers);
  expect(res.status, res.text).toBe(200);
  return (JSON.parse(res.text) as { products: CatalogueProduct[] }).products;
};
const shownBag = async (path = LIST) => (await listed(path)).find((p) => p._id === bag.id);

/** A connection whose writes fire no trigger: the token stays as it was. */
async function quietly(statement: string, values: unknown[]): Promise<void> {
  const client = new pg.Client({ connectionString: t.url });
  await client.connect();
  try {
    await client.query(`set session_replication_role = replica`);
    await client.query(statement, values);
  } finally {
    await client.end();
  }
}

const renewToken = () =>
  t.db.$client.query(`update catalogue_version set version = gen_random_uuid()`);

async function adminSend(method: 'POST' | 'PUT' | 'DELETE', path: string, body: unknown) {
  const res = await t.send(method, `/api/${path}`, body, admin.headers);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

async function editBag(change: Partial<ProductFormValues>) {
  const [product] = (await listed(
    `/api/products?rows=1&sku=${bag.sku}&admin=true`,
    admin.headers,
  )) as AdminProduct[];
  const result = productInputFromForm({ ...formFromProduct(product!), ...change });
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  await adminSend('PUT', 'admin_products', { product: result.product });
}

describe('the product list for visitors and customers', () => {
  beforeAll(() => renewToken());

  it('answers a second time with the very bytes a list built afresh has', async () => {
    const first = await raw(LIST);
    const second = await raw(LIST);
    expect(first.status).toBe(200);
    expect(first.type).toMatch(/^application\/json/);
    expect(second.text).toBe(first.text);
    const fresh = await queryProducts(t.db, productQuerySchema.parse({ rows: '1000' }), undefined);
    expect(first.text).toBe(JSON.stringify({ products: fresh, total: fresh.length }));
    // The same options written differently are the same answer.
    expect((await raw('/api/products?rows=01000&unknown=1')).text).toBe(first.text);
    // A signed-in customer sees what a visitor sees.
    expect((await raw(LIST, customer.headers)).text).toBe(first.text);
  });

  it('keeps the answer while the token stands and builds it anew once it changes', async () => {
    const before = await shownBag();
    expect(before).toBeDefined();
    // Written with the triggers off: only the kept answer can still show the old name.
    await quietly(
      `update products set eng = jsonb_set(eng, '{name}', '"Zz Quiet Name"') where id = $1`,
      [bag.id],
    );
    expect((await shownBag())?.lng.eng.name).toBe(before!.lng.eng.name);
    await renewToken();
    expect((await shownBag())?.lng.eng.name).toBe('Zz Quiet Name');
  });

  it('shows a unit sold at once, the product gone when the last one is, and back on a cancellation', async () => {
    const startStock = (await shownBag())!.sell.inStock;
    expect(startStock).toBe(3);
    const buyer = await signedInAs(t.db, 'C');
    const buy = async (quantity: number) => {
      const cart = await cartFor(t, buyer, [{ product: bag, quantity }]);
      await paidByCard(t, buyer, cart.cartId);
      const placed = await t.send(
        'POST',
        '/api/order_confirm',
        { cartId: cart.cartId, agreeTerms: true },
        buyer.headers,
      );
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      return cart;
    };
    await buy(1);
    expect((await shownBag())?.sell.inStock).toBe(2);
    expect((await shownBag(`/api/products?rows=1&sku=${bag.sku}`))?.sell.inStock).toBe(2);
    const last = await buy(2);
    expect(await shownBag()).toBeUndefined();
    // A product page still finds it, sold out.
    expect((await shownBag(`/api/products?rows=1&sku=${bag.sku}`))?.sell.inStock).toBe(0);

    await adminSend('POST', 'admin_cancel_order', { _id: last._id });
    expect((await shownBag())?.sell.inStock).toBe(2);
  });

  it('shows an administrator’s stock level, price, sale and hiding at once', async () => {
    await adminSend('PUT', 'admin_product_stock', {
      _id: bag.id,
      inStock: 40,
      minStock: 1,
      criticalStock: 2,
    });
    expect((await shownBag())?.sell).toMatchObject({ inStock: 40, minStock: 1 });

    await editBag({ retailPrice: '123.40', salePercent: '0' });
    expect((await shownBag())?.sell).toMatchObject({ retailPrice: 12340, price: 12340 });
    expect((await listed('/api/products?rows=1000&special=0')).map((p) => p._id)).not.toContain(
      bag.id,
    );

    await editBag({ salePercent: '25' });
    expect((await shownBag())?.sell).toMatchObject({ salePrice: 25, price: 9255 });
    expect((await listed('/api/products?rows=1000&special=0')).map((p) => p._id)).toContain(bag.id);

    await t.send('DELETE', `/api/admin_products?_id=${bag.id}`, undefined, admin.headers);
    expect(await shownBag()).toBeUndefined();
    expect(await shownBag(`/api/products?rows=1&sku=${bag.sku}`)).toBeUndefined();
    await adminSend('POST', 'admin_product_restore', { _id: bag.id });
    expect(await shownBag()).toBeDefined();
  });

  it('shows a renamed category and brand at once', async () => {
    const [row] = await t.db.select().from(products).where(eq(products.id, bag.id));
    await adminSend('POST', 'admin_categories', {
      _id: row!.categoryId,
      name: 'Zz Renamed Category',
      itaName: 'Zz Categoria',
    });
    expect(await shownBag()).toMatchObject({
      category: 'Zz Renamed Category',
      lng: { ita: { category: 'Zz Categoria' } },
    });
    await adminSend('POST', 'admin_brands', {
      _id: row!.brandId,
      name: 'Zz Renamed Brand',
      itaName: 'Zz Marca',
    });
    expect(await shownBag()).toMatchObject({ brand: 'Zz Renamed Brand' });
    expect(
      (await listed('/api/products?rows=1000&category=Zz_Renamed_Category')).map((p) => p._id),
    ).toContain(bag.id);
  });
});

describe('administrators’ answers', () => {
  it('are never the visitors’ kept answer, nor kept for anyone', async () => {
    const visitors = await raw(LIST);
    const adminList = await raw(`${LIST}&admin=true`, admin.headers);
    expect(adminList.status).toBe(200);
    expect(adminList.text).not.toBe(visitors.text);
    const mine = (JSON.parse(adminList.text) as { products: AdminProduct[] }).products.find(
      (p) => p._id === bag.id,
    );
    expect(mine?.sell.supplierPrice).toBeTypeOf('number');
    expect(mine?.admin?.brandId).toBeTypeOf('number');

    // An administrator asking for the shop's list gets the shop's list.
    expect((await raw(LIST, admin.headers)).text).toBe(visitors.text);

    // With the token unchanged, admin mode still reads the database.
    await quietly(`update products set supplier_price = 777 where id = $1`, [bag.id]);
    const again = await listed(`${LIST}&admin=true`, admin.headers);
    expect((again as AdminProduct[]).find((p) => p._id === bag.id)?.sell.supplierPrice).toBe(777);
    expect((await raw(LIST)).text).toBe(visitors.text);
  });

  it('are refused to visitors and customers even while the shop’s list is kept', async () => {
    await raw(LIST);
    expect((await raw(`${LIST}&admin=true`)).status).toBe(401);
    expect((await raw(`${LIST}&admin=true`, customer.headers)).status).toBe(403);
    expect((await raw(`${LIST}&status=Z`)).status).toBe(401);
    expect((await raw(`${LIST}&admin=true`, { authorization: 'Bearer stale' })).status).toBe(401);
  });
});
