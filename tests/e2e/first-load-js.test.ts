import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstLoadJs } from '../../scripts/bench/first-load-js';
import { htmlFileFor } from '../../scripts/bench/pages';
import { builtPaths } from './support/site-pages';

/**
 * Issue 25.15: a shopper's first page must not make a slow phone parse more JavaScript than it
 * needs. Every storefront page's first load (the scripts its HTML names plus the page
 * component's chunk group, gzipped as the bench measures them) stays within its budget.
 * kB are 1000 bytes, as the bench reports them. The target is 100 kB on every page.
 * Round 2 took home and info pages to 98.3–98.7 kB and lists and products to 104.7–105.7;
 * round 3 (the purchase form loaded with the live product, the filters after the list, the
 * search suggestions and the closed-shop notice when wanted, the product's JSON-LD and the
 * error catalogue out of other pages' scripts) to 93.8–94.4, 99.1 on lists and 97.4 on
 * products (docs/decisions.md, "Issue 25.15"). The site's colours and text settings made
 * readable on any background (issue 26.4: contrast math in every page) then added 1.7 kB:
 * 95.4–96.1 kB, 99.9 on products and 100.8 on lists, 0.8 kB over the target. Round 4
 * (that look computed at build, the contrast math loaded only for unpublished colours; list
 * pictures with srcset) gives 94.8–95.9, 99.7 on products and 100.6 on lists. Round 5 took
 * the admin filters out of the storefront's filterProducts (the admin list passes them in) and
 * loads the live list's filter boxes' code with the live list: lists are within the target.
 */
const BUDGET_KB = { page: 97, product: 100, list: 100 };
const budgetFor = (urlPath: string): number => {
  if (/\/product\//.test(urlPath)) return BUDGET_KB.product;
  return /\/(category|shop)\//.test(urlPath) ? BUDGET_KB.list : BUDGET_KB.page;
};
const PUBLIC_DIR = path.resolve('public');

/** One page of each storefront kind, as the build named them, in English and Italian. */
function storefrontPaths(): string[] {
  const built = builtPaths();
  const first = (pattern: RegExp) => built.filter((p) => pattern.test(p)).sort()[0];
  const english = [
    '/',
    first(/^\/category\/[^/]+$/),
    first(/^\/product\/[^/]+$/),
    '/shop/products',
    '/about',
  ].filter((p): p is string => Boolean(p));
  return [...english, ...english.map((p) => (p === '/' ? '/it' : `/it${p}`))];
}

describe('first-load JavaScript of the storefront', () => {
  it('has one page of each kind in both languages', () => {
    expect(storefrontPaths()).toHaveLength(10);
  });

  it.each(storefrontPaths())('%s loads no more gzipped script than its budget', (urlPath) => {
    const htmlFile = htmlFileFor(PUBLIC_DIR, urlPath);
    expect(htmlFile, `${urlPath} was not built`).toBeTruthy();
    const js = firstLoadJs(PUBLIC_DIR, urlPath, htmlFile!);
    const detail = js.scripts.map((s) => `${s.src} ${(s.gzip / 1000).toFixed(1)} kB`).join(', ');
    console.log(`${urlPath}: ${(js.gzip / 1000).toFixed(1)} kB gzip (${detail})`);
    expect(js.unresolved).toEqual([]);
    expect(js.gzip, `${urlPath}: ${detail}`).toBeLessThanOrEqual(budgetFor(urlPath) * 1000);
  });
});
