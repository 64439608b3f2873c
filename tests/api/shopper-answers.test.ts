import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ROUTES } from '../../src/server/account/account-routes';
import { DATA_RIGHTS_ROUTES } from '../../src/server/account/data-rights-routes';
import { CART_ROUTES } from '../../src/server/cart/cart-routes';
import { CHECKOUT_ROUTES } from '../../src/server/checkout/checkout-routes';
import { ORDER_PAYMENT_ROUTES } from '../../src/server/payments/order-payment-routes';
import type { DeclaredRoute } from '../../src/server/http/route/define-route';
import { apiDocument } from '../../src/server/api/api-routes';
import { daysAgo, insertOrder, pickProducts, type ProductRow } from '../support/orders';
import { firstOptions } from '../support/product-options';
import { createTestApp, signedInAs, type JsonResponse, type TestApp } from '../support/test-app';

/*
 * Issue 29.3b: the shopper's answers (account, cart, checkout, pay link) are typed in the
 * document by the zod schemas their routes declare, and real answers are exactly that shape:
 * parsing one with its schema drops nothing (no undeclared field) and fails on a wrong type.
 */

const ROUTES: readonly DeclaredRoute[] = [
  ...ACCOUNT_ROUTES,
  ...DATA_RIGHTS_ROUTES,
  ...CART_ROUTES,
  ...CHECKOUT_ROUTES,
  ...ORDER_PAYMENT_ROUTES,
];

function routeOf(key: string): DeclaredRoute {
  const route = ROUTES.find(({ declaration: d }) => `${d.method} ${d.path}` === key);
  if (!route) throw new Error(`no route ${key}`);
  return route;
}

/** The answer parsed by its route's schema is the answer itself. */
function expectAsDeclared(key: string, res: JsonResponse) {
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  const { schema } = routeOf(key).declaration.answer;
  expect(schema, `${key} declares its answer's schema`).toBeDefined();
  const parsed = schema!.safeParse(res.body);
  expect(parsed.error?.issues ?? [], key).toEqual([]);
  expect(parsed.data, key).toStrictEqual(res.body);
}

let t: TestApp;
let bag: ProductRow;
let scarf: ProductRow;
beforeAll(async () => {
  t = await createTestApp();
  [bag, scarf] = (await pickProducts(t.db, 2)) as [ProductRow, ProductRow];
});
afterAll(() => t.drop());

describe('the shopper’s answers in /api/openapi.json', () => {
  it('are typed by a schema, not described by their keys', () => {
    const doc = apiDocument();
    const described = ROUTES.map(({ declaration: d }) => `${d.method} ${d.path}`).filter((key) => {
      const [method, path] = key.split(' ') as [string, string];
      const op = doc.paths[path]?.[method.toLowerCase()];
      const answer = Object.entries(op?.responses ?? {}).find(([status]) => /^2/.test(status));
      return JSON.stringify(answer).includes('Described, not typed');
    });
    expect(described).toEqual([]);
  });

  it('match real answers of the account calls', async () => {
    const me = await signedInAs(t.db, 'C');
    const order = await insertOrder(t.db, {
      customer: me,
      status: 'S',
      lines: [{ product: bag, quantity: 2, shippedDate: daysAgo(1) }, { product: scarf }],
    });
    const address = {
      addrName: 'Anna Rossi',
      addrEmail: me.email,
      addrTel: '+39 333 1234567',
      addrLine1: 'Via Roma 1',
      addrLine2: '',
      addrCity: 'Milano',
      addrRegion: 'MI',
      addrCode: '20121',
      addrCountry: 'IT',
      addrComments: '',
    };
    const send = (method: 'POST' | 'PUT' | 'DELETE', path: string, body: unknown) =>
      t.send(method, `/api/${path}`, body, me.headers);

    expectAsDeclared('POST /addressbook', await send('POST', 'addressbook', { address }));
    expectAsDeclared('GET /addressbook', await t.get('/api/addressbook', me.headers));
    expectAsDeclared('POST /wishlist', await send('POST', 'wishlist', { sku: scarf.sku }));
    expectAsDeclared('GET /wishlist', await t.get('/api/wishlist', me.headers));
    expectAsDeclared(
      'GET /review_eligibility',
      await t.get(`/api/review_eligibility?sku=${bag.sku}`, me.headers),
    );
    const review = { sku: bag.sku, rating: 5, title: 'Lovely', comment: 'Just right.' };
    expectAsDeclared('POST /reviews', await send('POST', 'reviews', { review }));
    expectAsDeclared('GET /reviews', await t.get('/api/reviews', me.headers));
    const item = { orderId: order.id, itemId: order.itemIds[0], reason: 'Too small' };
    expectAsDeclared(
      'PUT /return_item',
      await send('PUT', 'return_item', { item: { ...item, policyRead: true } }),
    );
    expectAsDeclared('GET /orders', await t.get('/api/orders', me.headers));
    expectAsDeclared('GET /returns', await t.get('/api/returns', me.headers));
  });

  it('match real answers of the cart calls', async () => {
    const options = await firstOptions(t.db, bag.sku);
    const item = { sku: bag.sku, quantity: 1, ...options };
    const added = await t.send('POST', '/api/add_cart', { item });
    expectAsDeclared('POST /add_cart', added);
    const { cartId } = added.body.cart as { cartId: string };
    expectAsDeclared('GET /get_cart', await t.get(`/api/get_cart?token=${cartId}`));
    expectAsDeclared('POST /delete_cart', await t.send('POST', '/api/delete_cart', { cartId }));
  });
});
