import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { apiProducts } from './support/catalogue';
import {
  asVisitor,
  currentPath,
  gridNames,
  openShop,
  resultCount,
  siteUrl,
  waitForLiveList,
} from './support/pages';
import { TEXT, type Language } from './support/texts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const searchBox = (page: Page, language: Language) =>
  page.getByRole('search').getByRole('combobox', { name: TEXT[language].searchLabel });

/** Searches from the header and checks the results against the API's answer for the words. */
async function expectSearch(page: Page, language: Language, words: string, route: string) {
  const text = TEXT[language];
  await searchBox(page, language).fill(words);
  await searchBox(page, language).press('Enter');
  await page.waitForURL(siteUrl(route));
  await page.getByRole('heading', { level: 1, name: text.searchResults(words) }).waitFor();
  await waitForLiveList(page);
  const expected = await apiProducts({ search: words });
  expect(expected.length).toBeGreaterThan(0);
  expect(expected.length).toBeLessThanOrEqual(12);
  expect(await resultCount(page, language)).toBe(expected.length);
  const lng = language === 'it' ? 'ita' : 'eng';
  expect((await gridNames(page, language)).sort()).toEqual(
    expected.map((p) => p.lng[lng].name).sort(),
  );
}

describe('search box', () => {
  it('goes to /shop/{term} with spaces as underscores and lists the matching products', () =>
    asVisitor(browser, { language: 'en' }, async (context) => {
      const page = await openShop(context, '/', 'en');
      await expectSearch(page, 'en', 'leather bag', '/shop/leather_bag');
    }));

  it('does nothing for an empty term or one made only of punctuation', () =>
    asVisitor(browser, { language: 'en' }, async (context) => {
      const page = await openShop(context, '/category/Bags', 'en');
      await waitForLiveList(page);
      const box = searchBox(page, 'en');
      const submit = page.getByRole('search').getByRole('button', { name: 'Search', exact: true });

      await box.fill('');
      await box.press('Enter');
      expect(currentPath(page)).toBe('/category/Bags');
      await box.fill('  !!! ');
      await submit.click();
      expect(currentPath(page)).toBe('/category/Bags');
      await box.fill('?.,;');
      await box.press('Enter');
      expect(currentPath(page)).toBe('/category/Bags');

      // Had any of them navigated, going back from a real search would land there instead.
      await expectSearch(page, 'en', 'leather bag', '/shop/leather_bag');
      await page.goBack();
      await page.waitForURL(siteUrl('/category/Bags'));
      await page.getByRole('heading', { level: 1, name: 'Bags' }).waitFor();
    }));

  it('stays in Italian: /it/shop/{term}', () =>
    asVisitor(browser, { language: 'it' }, async (context) => {
      const page = await openShop(context, '/it', 'it');
      await expectSearch(page, 'it', 'borsa pelle', '/it/shop/borsa_pelle');
    }));
});

describe('client-only addresses opened directly', () => {
  it.each(['/shop/leather_bag', '/it/shop/borsa_pelle', '/admin_product/edit/BG_001'])(
    '%s answers 200 with its page, not the 404 page',
    async (path) => {
      const res = await fetch(siteUrl(path));
      expect(res.status).toBe(200);
      const html = await res.text();
      const language = path.startsWith('/it/') ? '/it' : '';
      const page = path.includes('admin_product') ? '/admin_product' : '/shop/[...]';
      expect(html).toContain(`window.pagePath="${language}${page}"`);
    },
  );
});
