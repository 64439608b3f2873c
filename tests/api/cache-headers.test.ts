import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductRow } from '../support/orders';
import { pickProducts } from '../support/orders';
import { firstOptions } from '../support/product-options';
import { createTestApp, signedInAs, type TestApp } from '../support/test-app';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAs>>;
let customer: Awaited<ReturnType<typeof signedInAs>>;
let product: ProductRow;
let postCuid: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t.db, 'A');
  customer = await signedInAs(t.db, 'C');
  [product] = (await pickProducts(t.db, 1)) as [ProductRow];
  postCuid = ((await t.get('/api/posts')).body.posts as { cuid: string }[])[0]!.cuid;
});
afterAll(() => t.drop());

const BROWSER = 'public, max-age=0, must-revalidate';
const CDN = 'public, s-maxage=60, stale-while-revalidate=300, durable';
const PRIVATE = 'private, no-store';
const REFERENCE = [
  'brands',
  'categories',
  'colors',
  'countries',
  'galleries',
  'shippers',
  'site',
  'styles',
  'tax-rates',
  'videos',
];
const PRODUCT_TAGS = ['brands', 'categories', 'colors', 'products', 'styles'];

const tagsOf = (headers: Headers) => headers.get('netlify-cache-tag')?.split(',').sort();

/** Every public GET of the spec (section 7), with the tags its answer carries. */
const publicReads = (): [string, string[]][] => [
  ['/api/defaults', REFERENCE],
  ['/api/countries', ['countries']],
  ['/api/categories', ['brands', 'categories']],
  ['/api/brands', ['brands']],
  ['/api/galleries', ['galleries']],
  ['/api/videos', ['videos']],
  ['/api/products?rows=1000', PRODUCT_TAGS],
  ['/api/products?rows=1000&featured=0', PRODUCT_TAGS],
  ['/api/products?rows=1000&product=ALL', PRODUCT_TAGS],
  ['/api/products?rows=1000&category=Bags', PRODUCT_TAGS],
  ['/api/products?rows=12&related=bag', PRODUCT_TAGS],
  [`/api/products?rows=1&sku=${product.sku}`, PRODUCT_TAGS],
  [`/api/products?rows=1&url=${product.url}`, PRODUCT_TAGS],
  [`/api/product_reviews?sku=${product.sku}`, ['reviews']],
  ['/api/posts', ['posts']],
  [`/api/posts/${postCuid}`, ['posts']],
];

function expectPrivate(what: string, headers: Headers) {
  expect(headers.get('cache-control'), what).toBe(PRIVATE);
  expect(headers.get('netlify-cdn-cache-control'), what).toBeNull();
  expect(headers.get('netlify-cache-tag'), what).toBeNull();
  expect(headers.get('netlify-vary'), what).toBeNull();
}

describe('public reads: kept by browsers (revalidated) and by the CDN, tagged', () => {
  it('every public GET', async () => {
    for (const [path, tags] of publicReads()) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe(BROWSER);
      expect(res.headers.get('netlify-cdn-cache-control'), path).toBe(CDN);
      expect(tagsOf(res.headers), path).toEqual(tags);
      expect(res.headers.get('netlify-vary'), path).toBe('header=Authorization');
      // A strong validator: the SHA-1 of the answer's bytes.
      expect(res.headers.get('etag'), path).toMatch(/^"[^"]+"$/);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });

  it('the same answer has the same ETag; a changed one another', async () => {
    const first = await t.app.request('/api/brands');
    const again = await t.app.request('/api/brands');
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));

    const saved = await t.send('POST', '/api/admin_brands', { name: 'Etag Brand' }, admin.headers);
    expect(saved.status).toBe(200);
    const changed = await t.app.request('/api/brands');
    expect(changed.headers.get('etag')).not.toBe(first.headers.get('etag'));
  });
});

describe('If-None-Match', () => {
  async function current(path: string) {
    const res = await t.app.request(path);
    expect(res.status).toBe(200);
    return { etag: res.headers.get('etag')!, body: await res.text() };
  }
  const ask = (path: string, ifNoneMatch: string, headers: Record<string, string> = {}) =>
    t.app.request(path, { headers: { 'if-none-match': ifNoneMatch, ...headers } });

  it('answers 304 with no body to every public read whose ETag matches', async () => {
    for (const [path] of publicReads()) {
      const { etag } = await current(path);
      const res = await ask(path, etag);
      expect(res.status, path).toBe(304);
      expect(await res.text(), path).toBe('');
      // The 304 keeps what a cache needs to keep using its copy.
      expect(res.headers.get('etag'), path).toBe(etag);
      expect(res.headers.get('cache-control'), path).toBe(BROWSER);
      expect(res.headers.get('netlify-cdn-cache-control'), path).toBe(CDN);
      expect(res.headers.get('netlify-cache-tag'), path).not.toBeNull();
    }
  });

  it('compares weakly, reads lists and takes *, as RFC 9110 says', async () => {
    const { etag } = await current('/api/countries');
    expect((await ask('/api/countries', `W/${etag}`)).status).toBe(304);
    expect((await ask('/api/countries', `"nope", W/"other", ${etag}`)).status).toBe(304);
    expect((await ask('/api/countries', '*')).status).toBe(304);
  });

  it('answers 200 with the whole answer when the ETag does not match', async () => {
    const { etag, body } = await current('/api/categories');
    const res = await ask('/api/categories', `"${'0'.repeat(40)}"`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(body);
    expect(res.headers.get('etag')).toBe(etag);
    // An ETag of another answer is no match either.
    const brands = await current('/api/brands');
    expect((await ask('/api/categories', brands.etag)).status).toBe(200);
  });

  it('gives an old ETag the new answer once the data changed', async () => {
    const before = await current('/api/videos');
    const saved = await t.send(
      'POST',
      '/api/admin_videos',
      {
        youtubeId: 'bbbbbbbbbbb',
        lng: {
          eng: { category: 'Etag', title: 'New', descr: 'A new video' },
          ita: { category: 'Etag', title: 'Nuovo', descr: 'Un nuovo video' },
        },
      },
      admin.headers,
    );
    expect(saved.status).toBe(200);
    const res = await ask('/api/videos', before.etag);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('bbbbbbbbbbb');
  });

  it('never answers 304 to a caller-dependent call', async () => {
    const { etag } = await current('/api/defaults');
    const res = await ask('/api/defaults', etag, admin.headers);
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toBeNull();
  });
});

describe('answers that depend on the caller are private, with no CDN headers', () => {
  it('admin=true, with and without the administrator', async () => {
    const mine = await t.get('/api/products?rows=1000&admin=true', admin.headers);
    expect(mine.status).toBe(200);
    expectPrivate('admin=true', mine.headers);
    expect(mine.headers.get('etag')).toBeNull();
    const refused = await t.get('/api/products?rows=1000&admin=true');
    expect(refused.status).toBe(401);
    expectPrivate('admin=true, anonymous', refused.headers);
    const deleted = await t.get('/api/products?rows=1000&status=Z', admin.headers);
    expectPrivate('status=Z', deleted.headers);
  });

  it('any call with an Authorization header, or a token in the query', async () => {
    // An administrator's defaults hold what visitors may not see (suppliers).
    const adminDefaults = await t.get('/api/defaults', admin.headers);
    expect(adminDefaults.status).toBe(200);
    expect((adminDefaults.body.suppliers as unknown[]).length).toBeGreaterThan(0);
    expectPrivate('defaults as admin', adminDefaults.headers);
    expect(((await t.get('/api/defaults')).body.suppliers as unknown[]).length).toBe(0);

    const query = `email=${encodeURIComponent(admin.email)}&token=${admin.token}`;
    const inQuery = await t.get(`/api/defaults?${query}`);
    expect(inQuery.status).toBe(200);
    expect((inQuery.body.suppliers as unknown[]).length).toBeGreaterThan(0);
    expectPrivate('defaults with a token in the query', inQuery.headers);

    for (const path of ['/api/products?rows=1000', '/api/brands', '/api/posts']) {
      const res = await t.get(path, customer.headers);
      expect(res.status, path).toBe(200);
      expectPrivate(`${path} as a customer`, res.headers);
    }
  });

  it('a cart', async () => {
    const added = await t.send('POST', '/api/add_cart', {
      item: { sku: product.sku, quantity: 1, ...(await firstOptions(t.db, product.sku)) },
    });
    expect(added.status).toBe(201);
    expectPrivate('add_cart', added.headers);
    const cartId = (added.body.cart as { cartId: string }).cartId;
    const cart = await t.get(`/api/get_cart?token=${cartId}`);
    expect(cart.status).toBe(200);
    expectPrivate('get_cart', cart.headers);
  });

  it('an account', async () => {
    const own = await t.get('/api/customer', customer.headers);
    expect(own.status).toBe(200);
    expectPrivate('customer', own.headers);
    const orders = await t.get('/api/orders', customer.headers);
    expectPrivate('orders', orders.headers);
    const data = await t.get('/api/my_data', customer.headers);
    expect(data.status).toBe(200);
    expectPrivate('my_data', data.headers);
  });

  it('every write, even to a public read’s address', async () => {
    const post = await t.send(
      'POST',
      '/api/posts',
      { post: { name: 'Cache', title: 'Not cached', content: 'A write.' } },
      admin.headers,
    );
    expect(post.status).toBe(201);
    expectPrivate('POST posts', post.headers);
    const signin = await t.send('POST', '/api/signin', { userName: 'x@y.example', password: 'x' });
    expect(signin.status).toBe(401);
    expectPrivate('POST signin', signin.headers);
  });

  it('errors of public reads', async () => {
    for (const path of [
      '/api/products?rows=abc',
      '/api/product_reviews',
      '/api/posts/no-such-post',
      '/api/no_such_call',
    ]) {
      const res = await t.get(path);
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expectPrivate(path, res.headers);
      expect(res.headers.get('etag'), path).toBeNull();
    }
  });
});

describe('other answers keep what their route chose', () => {
  it('the OpenAPI document and the captcha', async () => {
    const openapi = await t.app.request('/api/openapi.json');
    expect(openapi.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(openapi.headers.get('netlify-cdn-cache-control')).toBeNull();
    const captcha = await t.app.request('/api/captcha');
    expect(captcha.headers.get('cache-control')).toBe('no-store');
  });
});

describe('the OpenAPI document', () => {
  it('lists a 304 for exactly the public reads', async () => {
    const doc = (await t.get('/api/openapi.json')).body as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const with304 = Object.entries(doc.paths)
      .flatMap(([path, ops]) =>
        Object.entries(ops)
          .filter(([, op]) => '304' in op.responses)
          .map(([method]) => `${method.toUpperCase()} ${path}`),
      )
      .sort();
    expect(with304).toEqual(
      [
        'GET /brands',
        'GET /categories',
        'GET /countries',
        'GET /defaults',
        'GET /galleries',
        'GET /posts',
        'GET /posts/{cuid}',
        'GET /product_reviews',
        'GET /products',
        'GET /videos',
      ].sort(),
    );
  });
});
