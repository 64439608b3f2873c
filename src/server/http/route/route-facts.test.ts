import { describe, expect, it } from 'vitest';
import { CACHE_TAGS } from '../../../core/cdn/cache-policy';
import { API_ROUTES } from '../../api/api-routes';
import { defineRoute, describedAnswer } from './define-route';
import { routeFactProblems } from './route-facts';

const declared = (method: string, path: string) => {
  const route = API_ROUTES.find(
    (r) => r.declaration.method === method && r.declaration.path === path,
  );
  if (!route) throw new Error(`${method} ${path} is not declared`);
  return route.declaration;
};

const write = { method: 'POST', path: '/admin_things', access: 'admin' } as const;

describe('routeFactProblems', () => {
  it('requires an admin write to say what it purges and whether it changes the pages', () => {
    expect(routeFactProblems(write)).toEqual([
      'POST /admin_things: an admin write must say what it purges',
      'POST /admin_things: an admin write must say whether it changes the pages',
    ]);
    expect(routeFactProblems({ ...write, purges: [], changesPages: false })).toEqual([]);
    expect(routeFactProblems({ ...write, access: 'customer' })).toEqual([]);
  });

  it('refuses write facts on a read and a shared cache on a private or written call', () => {
    expect(routeFactProblems({ ...write, method: 'GET', purges: ['brands'] })).toHaveLength(1);
    expect(
      routeFactProblems({ ...write, method: 'GET', cache: { tags: ['brands'] } }),
    ).toHaveLength(1);
    expect(
      routeFactProblems({ ...write, access: 'public', method: 'GET', cache: { tags: ['brands'] } }),
    ).toEqual([]);
    expect(
      routeFactProblems({ ...write, access: 'public', cache: { tags: ['brands'] } }),
    ).toHaveLength(1);
    expect(routeFactProblems({ ...write, method: 'GET', ownBodyFields: ['email'] })).toHaveLength(
      1,
    );
  });

  it('makes defineRoute refuse an admin write that leaves them out', () => {
    expect(() =>
      defineRoute(
        {
          ...write,
          summary: 'A thing',
          tag: 'system',
          answer: describedAnswer<{ ok: true }>({ description: '{ ok }' }),
        },
        async () => ({ ok: true as const }),
      ),
    ).toThrow('POST /admin_things: an admin write must say what it purges');
  });
});

describe('the declared routes', () => {
  it('purge the data each admin write changes', () => {
    expect(declared('POST', '/admin_brands').purges).toEqual(['brands']);
    expect(declared('DELETE', '/admin_categories_subs').purges).toEqual(['categories']);
    expect(declared('POST', '/admin_tax_rates').purges).toEqual(['tax-rates']);
    expect(declared('PUT', '/admin_product_stock').purges).toEqual(['products']);
    expect(declared('POST', '/admin_site_company').purges).toEqual(['site']);
    expect(declared('POST', '/admin_site_payment').purges).toEqual(['site']);
    expect(declared('DELETE', '/admin_reviews').purges).toEqual(['reviews']);
    expect(declared('POST', '/admin_cancel_order').purges).toEqual(['products']);
    expect(declared('POST', '/admin_receive_item').purges).toEqual(['products']);
    expect(declared('POST', '/posts').purges).toEqual(['posts']);
    expect(declared('DELETE', '/posts/{cuid}').purges).toEqual(['posts']);
    expect(declared('POST', '/delete_account').purges).toEqual(['reviews']);
  });

  it('mark the pages stale after catalogue and site writes only', () => {
    for (const [method, path] of [
      ['POST', '/admin_brands'],
      ['DELETE', '/admin_categories_subs'],
      ['POST', '/admin_suppliers'],
      ['PUT', '/admin_products'],
      ['POST', '/admin_site_company'],
    ] as const) {
      expect(declared(method, path).changesPages, `${method} ${path}`).toBe(true);
    }
    // Orders and customers live in the account pages, reviews, messages and searches are read
    // live, a picture shows once a saved record points at it, publishing is the cure itself, and
    // the imports mark the pages themselves, after an apply only.
    const leaves = [
      'admin_orders',
      'admin_ship_item',
      'admin_ship_order',
      'admin_order_paid',
      'admin_cancel_order',
      'admin_reopen_order',
      'admin_complete_order',
      'admin_return_item',
      'admin_receive_item',
      'admin_customers',
      'admin_reviews',
      'admin_messages',
      'admin_message_reply',
      'admin_image',
      'admin_publish',
      'admin_product_import',
      'admin_product_update_stock_level',
      'admin_search_synonyms',
    ].flatMap((name) =>
      API_ROUTES.filter(({ declaration: d }) => d.path === `/${name}` && d.method !== 'GET'),
    );
    expect(leaves.length).toBeGreaterThan(18);
    for (const { declaration: d } of leaves) {
      expect(d.changesPages, `${d.method} ${d.path}`).toBe(false);
    }
  });

  it('cache every tag some write purges, and every tag there is', () => {
    const carried = new Set(API_ROUTES.flatMap(({ declaration: d }) => d.cache?.tags ?? []));
    expect([...carried].sort()).toEqual([...CACHE_TAGS].sort());
    for (const { declaration: d } of API_ROUTES) {
      for (const tag of d.purges ?? []) expect(carried, `${d.method} ${d.path}`).toContain(tag);
    }
  });

  it('keep the reads that depend on the caller private', () => {
    expect(declared('GET', '/brands').cache?.tags).toEqual(['brands']);
    expect(declared('GET', '/posts/{cuid}').cache?.tags).toEqual(['posts']);
    for (const path of ['/get_cart', '/customer', '/admin_brands', '/health']) {
      expect(declared('GET', path).cache, path).toBeUndefined();
    }
  });
});
