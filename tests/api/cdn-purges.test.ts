import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearRecordedPurges, recordedPurges } from '../../src/server/cdn/cdn-purge';
import { readCatalogueVersion } from '../../src/server/catalogue/catalogue-version';
import { reviews } from '../../src/server/db/schema';
import { API_ROUTES } from '../../src/server/api/api-routes';
import { routeFinder } from '../../src/server/http/route/find-route';
import { startFakeBuildHook, type FakeBuildHook } from '../support/fake-build-hook';
import { pickProducts, type ProductRow } from '../support/orders';
import { createTestApp, signedInAs, type TestApp } from '../support/test-app';
import { freshIp } from './accounts-support';
import { ADMIN_ENDPOINTS, withIds, type AdminEndpoint } from './admin-endpoints';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAs>>;
let product: ProductRow;
let hook: FakeBuildHook;

beforeAll(async () => {
  t = await createTestApp();
  hook = await startFakeBuildHook();
  process.env.BUILD_HOOK_URL = hook.url;
  admin = await signedInAs(t.db, 'A');
  [product] = (await pickProducts(t.db, 1)) as [ProductRow];
});
afterAll(async () => {
  delete process.env.BUILD_HOOK_URL;
  await hook.stop();
  await t.drop();
});
beforeEach(() => clearRecordedPurges());
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The tags of each purge since the last clear, in order. */
const purged = () => recordedPurges().map((purge) => purge.tags);

/** The public reads a write may leave stale, and the tags each carries. */
const WATCHED = [
  '/api/defaults',
  '/api/countries',
  '/api/categories',
  '/api/brands',
  '/api/galleries',
  '/api/videos',
  '/api/posts',
  '/api/products?rows=1000',
  '/api/products?rows=1000&product=ALL',
];

async function snapshot(paths: string[]) {
  const seen = new Map<string, { etag: string; tags: string[] }>();
  for (const path of paths) {
    const res = await t.app.request(path);
    expect(res.status, path).toBe(200);
    seen.set(path, {
      etag: res.headers.get('etag')!,
      tags: res.headers.get('netlify-cache-tag')!.split(','),
    });
  }
  return seen;
}

/** The data each admin write changes, as a reader of the calls would list it. */
const EXPECTED: Record<string, string[]> = {
  admin_brands: ['brands'],
  admin_categories: ['categories'],
  admin_categories_subs: ['categories'],
  admin_colors: ['colors'],
  admin_countries: ['countries'],
  admin_styles: ['styles'],
  admin_shippers: ['shippers'],
  admin_tax_rates: ['tax-rates'],
  admin_galleries: ['galleries'],
  admin_videos: ['videos'],
  admin_products: ['products'],
  admin_product_restore: ['products'],
  admin_product_stock: ['products'],
  admin_product_sub_category: ['products'],
  admin_reviews: ['reviews'],
  admin_cancel_order: ['products'],
  admin_reopen_order: ['products'],
  admin_receive_item: ['products'],
  admin_search_synonyms: ['products'],
  // The sample blog's administrator writes.
  posts: ['posts'],
};

/** What the function's products list is kept under by the CDN, and its finder of routes. */
const findRoute = routeFinder(API_ROUTES);
const PRODUCT_LIST_TAGS: readonly string[] = findRoute('GET', '/api/products')?.cache?.tags ?? [];

const callName = (path: string) => /^\/api\/([a-z_]+)/.exec(path)![1]!;
const expectedFor = (name: string) =>
  name.startsWith('admin_site_') ? ['site'] : (EXPECTED[name] ?? []);

async function run(endpoint: AdminEndpoint) {
  const id = endpoint.create ? await endpoint.create(t.db) : undefined;
  const watched = [...WATCHED];
  if (endpoint.path.startsWith('/api/admin_reviews') && typeof id === 'string') {
    const [review] = await t.db.select().from(reviews).where(eq(reviews.id, id));
    watched.push(`/api/product_reviews?sku=${encodeURIComponent(review!.sku)}`);
  }
  const before = await snapshot(watched);
  const token = await readCatalogueVersion(t.db);
  clearRecordedPurges();
  const res = await t.app.request(withIds(endpoint.path, id, false), {
    method: endpoint.method,
    headers: { 'content-type': 'application/json', ...admin.headers },
    body:
      endpoint.body === undefined ? undefined : withIds(JSON.stringify(endpoint.body), id, true),
  });
  const renewed = (await readCatalogueVersion(t.db)) !== token;
  return { status: res.status, before, after: await snapshot(watched), renewed };
}

describe('every admin write purges what it changed, and nothing a read keeps goes stale', () => {
  for (const endpoint of ADMIN_ENDPOINTS.filter((e) => e.method !== 'GET')) {
    it(`${endpoint.method} ${endpoint.path}`, async () => {
      const { status, before, after, renewed } = await run(endpoint);
      expect(status).toBeGreaterThanOrEqual(200);
      expect(status).toBeLessThan(300);
      if (renewed) {
        // It wrote a table of migration 0009's list: the CDN's products list goes too.
        const route = findRoute(endpoint.method, endpoint.path.split('?')[0]!);
        expect(route?.purges?.some((tag) => PRODUCT_LIST_TAGS.includes(tag))).toBe(true);
      }
      const expected = expectedFor(callName(endpoint.path));
      expect(purged()).toEqual(expected.length > 0 ? [expected] : []);
      const tags = new Set<string>(purged().flat());
      for (const [path, was] of before) {
        const now = after.get(path)!;
        if (now.etag === was.etag) continue;
        // This answer changed: a CDN copy of it must have been purged by one of its tags.
        expect(
          was.tags.some((tag) => tags.has(tag)),
          `${path} changed, tags ${was.tags.join(',')}`,
        ).toBe(true);
      }
    });
  }
});

describe('reads and refused writes purge nothing', () => {
  it('GETs, a 400, a 403', async () => {
    for (const endpoint of ADMIN_ENDPOINTS.filter((e) => e.method === 'GET' && !e.create)) {
      await t.app.request(endpoint.path, { headers: admin.headers });
    }
    await t.get('/api/products?rows=1000');
    expect((await t.send('POST', '/api/admin_brands', { name: '' }, admin.headers)).status).toBe(
      400,
    );
    const customer = await signedInAs(t.db, 'C');
    const refused = await t.send('POST', '/api/admin_brands', { name: 'X' }, customer.headers);
    expect(refused.status).toBe(403);
    expect(purged()).toEqual([]);
  });
});

describe('writes outside the admin tables', () => {
  it('a post written and deleted purges posts', async () => {
    const res = await t.send(
      'POST',
      '/api/posts',
      { post: { name: 'Giulia', title: 'Purged', content: 'New.' } },
      admin.headers,
    );
    expect(res.status).toBe(201);
    expect(purged()).toEqual([['posts']]);
    const cuid = (res.body.post as { cuid: string }).cuid;
    clearRecordedPurges();
    expect((await t.send('DELETE', `/api/posts/${cuid}`, {}, admin.headers)).status).toBe(200);
    expect(purged()).toEqual([['posts']]);
  });

  it('CSV imports purge products on apply, not on preview', async () => {
    const exported = await t.app.request('/api/admin_product_stock_export', {
      headers: admin.headers,
    });
    const csv = await exported.text();
    const stock = (mode: string) =>
      t.send('POST', '/api/admin_product_update_stock_level', { csv, mode }, admin.headers);
    expect((await stock('preview')).status).toBe(200);
    expect(purged()).toEqual([]);
    expect((await stock('apply')).status).toBe(200);
    expect(recordedPurges()).toEqual([
      { tags: ['products'], cause: 'stock import', target: 'memory' },
    ]);

    clearRecordedPurges();
    const products = await (
      await t.app.request('/api/admin_product_export', { headers: admin.headers })
    ).text();
    const importing = (mode: string) =>
      t.send('POST', '/api/admin_product_import', { csv: products, mode }, admin.headers);
    expect((await importing('preview')).status).toBe(200);
    expect(purged()).toEqual([]);
    expect((await importing('apply')).status).toBe(200);
    expect(purged()).toEqual([['products']]);
  });

  it('a review a customer writes waits for approval (no purge); its approval purges reviews', async () => {
    const writer = await signedInAs(t.db, 'C');
    const [row] = await t.db
      .insert(reviews)
      .values({
        customerId: writer.id,
        productId: product.id,
        sku: product.sku,
        nickName: 'Purger',
        rating: 5,
        comment: 'Approve me.',
      })
      .returning();
    const shown = async () =>
      (
        (await t.get(`/api/product_reviews?sku=${product.sku}`)).body.reviews as {
          comment: string;
        }[]
      ).map((r) => r.comment);
    expect(await shown()).not.toContain('Approve me.');
    const approved = await t.send(
      'POST',
      '/api/admin_reviews',
      { _id: row!.id, status: 'A' },
      admin.headers,
    );
    expect(approved.status).toBe(200);
    expect(purged()).toEqual([['reviews']]);
    expect(await shown()).toContain('Approve me.');
  });

  it('a deleted account takes its reviews: purges reviews', async () => {
    const writer = await signedInAs(t.db, 'C');
    await t.db.insert(reviews).values({
      customerId: writer.id,
      productId: product.id,
      sku: product.sku,
      nickName: 'Leaving',
      rating: 4,
      comment: 'Gone soon.',
      status: 'A',
    });
    // signedInAs's password is password-<the email's suffix>.
    const password = `password-${writer.email.split('@')[0]!.split('-').pop()}`;
    const res = await t.send(
      'POST',
      '/api/delete_account',
      { password },
      { ...freshIp(), ...writer.headers },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(purged()).toEqual([['reviews']]);
  });
});

describe('on Netlify', () => {
  const onNetlify = () => {
    vi.stubEnv('SITE_ID', 'site-123');
    vi.stubEnv('NETLIFY_PURGE_API_TOKEN', 'purge-token');
    vi.stubEnv('NETLIFY_DEV', '');
    vi.stubEnv('NETLIFY_LOCAL', '');
  };

  it('asks Netlify’s purge API for the tags, with the site and token Netlify gives', async () => {
    onNetlify();
    const calls: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url: String(url), init });
      return new Response(null, { status: 202 });
    });
    const res = await t.send('POST', '/api/admin_colors', { name: 'Purge Blue' }, admin.headers);
    expect(res.status).toBe(200);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('https://api.netlify.com/api/v1/purge');
    expect(calls[0]!.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      cache_tags: ['colors'],
      site_id: 'site-123',
    });
    expect(new Headers(calls[0]!.init.headers).get('authorization')).toBe('Bearer purge-token');
    expect(recordedPurges()).toEqual([
      { tags: ['colors'], cause: 'POST /api/admin_colors', target: 'netlify' },
    ]);
  });

  it('a failed purge is logged and the write still succeeds', async () => {
    onNetlify();
    vi.stubGlobal('fetch', async () => new Response('no', { status: 500 }));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await t.send('POST', '/api/admin_styles', { name: 'Purge Style' }, admin.headers);
    expect(res.status).toBe(200);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]![0])).toContain(
      'purging styles after POST /api/admin_styles failed',
    );
    const styles = (await t.get('/api/defaults')).body.styles as { name: string }[];
    expect(styles.map((s) => s.name)).toContain('Purge Style');
  });

  it('under netlify dev nothing is called', async () => {
    onNetlify();
    vi.stubEnv('NETLIFY_DEV', 'true');
    const fetched = vi.fn();
    vi.stubGlobal('fetch', fetched);
    const res = await t.send('POST', '/api/admin_colors', { name: 'Local Blue' }, admin.headers);
    expect(res.status).toBe(200);
    expect(fetched).not.toHaveBeenCalled();
    expect(recordedPurges()).toEqual([
      { tags: ['colors'], cause: 'POST /api/admin_colors', target: 'memory' },
    ]);
  });
});
