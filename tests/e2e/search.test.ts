import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/axe';
import { apiProducts } from './support/catalogue';
import {
  asVisitor,
  currentPath,
  eventually,
  gridNames,
  openShop,
  productGrid,
  queryValues,
  reload,
  resultCount,
  siteUrl,
  waitForLiveList,
} from './support/pages';
import { TEXT, type Language } from './support/texts';
import { browserTestKit } from './support/browser-test-kit';

const kit = browserTestKit();

afterAll(() => kit.browser?.close());

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
    asVisitor(kit.browser, { language: 'en' }, async (context) => {
      const page = await openShop(context, '/', 'en');
      await expectSearch(page, 'en', 'leather bag', '/shop/leather_bag');
    }));

  it('does nothing for an empty term or one made only of punctuation', () =>
    asVisitor(kit.browser, { language: 'en' }, async (context) => {
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
    asVisitor(kit.browser, { language: 'it' }, async (context) => {
      const page = await openShop(context, '/it', 'it');
      await expectSearch(page, 'it', 'borsa pelle', '/it/shop/borsa_pelle');
    }));
});

const SEARCH_TEXT = {
  en: {
    sorts: ['Relevance', 'Name A-Z', 'Name Z-A', 'Price Hi-Lo', 'Price Lo-Hi'],
    none: (term: string) => `No products found for “${term}”.`,
    categories: 'Shop by category',
    featured: 'Featured products',
    showingFor: (term: string) => `Showing results for “${term}”`,
  },
  it: {
    sorts: ['Pertinenza', 'Nome A-Z', 'Nome Z-A', 'Prezzo decrescente', 'Prezzo crescente'],
    none: (term: string) => `Nessun prodotto trovato per «${term}».`,
    categories: 'Acquista per categoria',
    featured: 'Prodotti in evidenza',
    showingFor: (term: string) => `Risultati relativi a «${term}»`,
  },
} as const;

const sortSelect = (page: Page, language: Language) =>
  page.getByLabel(TEXT[language].sortLabel, { exact: true });
const selectedSort = (page: Page, language: Language) =>
  sortSelect(page, language).evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.text);
const sortLabels = (page: Page, language: Language) =>
  sortSelect(page, language).locator('option').allTextContents();

describe('the search page (issue 18)', () => {
  for (const [language, words, route] of [
    ['en', 'leather', '/shop/leather'],
    ['it', 'borsa', '/it/shop/borsa'],
  ] as const) {
    it(`lists the catalogue's order under a default Relevance sort (${language})`, () =>
      asVisitor(kit.browser, { language }, async (context) => {
        const page = await openShop(context, route, language);
        await waitForLiveList(page);
        expect(await sortLabels(page, language)).toEqual(SEARCH_TEXT[language].sorts);
        expect(await selectedSort(page, language)).toBe(SEARCH_TEXT[language].sorts[0]);
        const lng = language === 'it' ? 'ita' : 'eng';
        const expected = (await apiProducts({ search: words })).map((p) => p.lng[lng].name);
        expect(await gridNames(page, language)).toEqual(expected.slice(0, 12));
        expect(new URL(page.url()).search).toBe('');

        // Another sort goes into the address and stays on reload; relevance is the default.
        // The address is written once the list it names is shown (issue 27.2).
        await sortSelect(page, language).selectOption({ label: SEARCH_TEXT[language].sorts[1] });
        await eventually(() => queryValues(page, 'sort')).toEqual(['0']);
        await reload(page);
        await waitForLiveList(page);
        expect(await selectedSort(page, language)).toBe(SEARCH_TEXT[language].sorts[1]);
        await sortSelect(page, language).selectOption({ label: SEARCH_TEXT[language].sorts[0] });
        await eventually(() => queryValues(page, 'sort')).toEqual([]);
      }));
  }

  it('offers no Relevance sort on a list that is not a search', () =>
    asVisitor(kit.browser, { language: 'en' }, async (context) => {
      const page = await openShop(context, '/shop/products', 'en');
      await waitForLiveList(page);
      expect(await sortLabels(page, 'en')).toEqual(SEARCH_TEXT.en.sorts.slice(1));
      expect(await selectedSort(page, 'en')).toBe('Name A-Z');
    }));

  for (const language of ['en', 'it'] as const) {
    it(`answers a search with no result with the categories and featured products (${language})`, () =>
      asVisitor(kit.browser, { language }, async (context) => {
        const prefix = language === 'it' ? '/it' : '';
        const page = await openShop(context, `${prefix}/shop/qzxjvw`, language);
        const text = SEARCH_TEXT[language];
        await page.getByText(text.none('qzxjvw'), { exact: true }).waitFor();

        const categories = page.getByRole('region', { name: text.categories });
        const defaults = (await (await fetch(siteUrl('/api/defaults'))).json()) as {
          categories: { name: string; lng: Record<'eng' | 'ita', { name: string }> }[];
        };
        const lng = language === 'it' ? 'ita' : 'eng';
        expect(
          (await categories.getByRole('link').allTextContents()).map((name) => name.trim()),
        ).toEqual(defaults.categories.map((c) => c.lng[lng].name));

        const featured = page.getByRole('region', { name: text.featured });
        const expected = await apiProducts({ featured: '0' });
        expect(expected.length).toBeGreaterThan(0);
        await featured.getByTestId('product-card').first().waitFor();
        const names = (
          await featured.getByTestId('product-card').getByRole('heading').allTextContents()
        ).map((n) => n.trim());
        expect(names).toHaveLength(Math.min(8, expected.length));
        const featuredNames = expected.map((p) => p.lng[lng].name);
        for (const name of names) expect(featuredNames).toContain(name);
        expect(await accessibilityViolations(page)).toEqual([]);

        // A category from there opens its list.
        const first = defaults.categories[0];
        if (!first) throw new Error('no category');
        await categories.getByRole('link', { name: first.lng[lng].name, exact: true }).click();
        await page.waitForURL(siteUrl(`${prefix}/category/${first.name.replace(/\W+/g, '_')}`));
      }));
  }

  for (const [language, typed, corrected, route] of [
    ['en', 'lether', 'leather', '/shop/lether'],
    ['it', 'pele', 'pelle', '/it/shop/pele'],
  ] as const) {
    it(`says "${SEARCH_TEXT[language].showingFor(corrected)}" when the answer has searchedFor`, () =>
      asVisitor(kit.browser, { language }, async (context) => {
        // The catalogue as the contract says it answers a corrected query: the results for the
        // corrected words, and searchedFor naming them.
        await context.route(
          (url) => url.pathname === '/api/products' && url.searchParams.get('search') === typed,
          async (route) => {
            const url = new URL(route.request().url());
            url.searchParams.set('search', corrected);
            const answer = await route.fetch({ url: url.toString() });
            const body = (await answer.json()) as Record<string, unknown>;
            await route.fulfill({ response: answer, json: { ...body, searchedFor: corrected } });
          },
        );
        const page = await openShop(context, route, language);
        await waitForLiveList(page);
        await page
          .getByText(SEARCH_TEXT[language].showingFor(corrected), { exact: true })
          .waitFor();
        const expected = await apiProducts({ search: corrected });
        expect(await resultCount(page, language)).toBe(expected.length);
        expect(await productGrid(page, language).getByRole('listitem').count()).toBe(
          Math.min(12, expected.length),
        );
      }));
  }

  // The real server's search (issue 18): a misspelt word corrected and said so, and a colour
  // understood, each in both languages; the page shows what the catalogue answers.
  for (const [language, typed, route] of [
    ['en', 'lether', '/shop/lether'],
    ['it', 'tramnto', '/it/shop/tramnto'],
  ] as const) {
    it(`finds a misspelt word and says what it searched for (${language}: ${typed})`, () =>
      asVisitor(kit.browser, { language }, async (context) => {
        const res = await fetch(
          siteUrl(`/api/products?rows=1000&search=${encodeURIComponent(typed)}`),
        );
        const answer = (await res.json()) as { products: unknown[]; searchedFor?: string };
        expect(answer.products.length).toBeGreaterThan(0);
        expect(answer.searchedFor).toBeTruthy();
        const page = await openShop(context, route, language);
        await waitForLiveList(page);
        await page
          .getByText(SEARCH_TEXT[language].showingFor(answer.searchedFor ?? ''), { exact: true })
          .waitFor();
        expect(await resultCount(page, language)).toBe(answer.products.length);
      }));
  }

  for (const [language, colour, route] of [
    ['en', 'red', '/shop/red'],
    ['it', 'rosso', '/it/shop/rosso'],
  ] as const) {
    it(`finds the products of a colour (${language}: ${colour})`, () =>
      asVisitor(kit.browser, { language }, async (context) => {
        const expected = await apiProducts({ search: colour });
        expect(expected.length).toBeGreaterThan(0);
        const page = await openShop(context, route, language);
        await waitForLiveList(page);
        expect(await resultCount(page, language)).toBe(expected.length);
        const lng = language === 'it' ? 'ita' : 'eng';
        expect(await gridNames(page, language)).toEqual(
          expected.slice(0, 12).map((p) => p.lng[lng].name),
        );
      }));
  }

  it('says nothing of a correction when the answer has no searchedFor', () =>
    asVisitor(kit.browser, { language: 'en' }, async (context) => {
      const page = await openShop(context, '/shop/leather', 'en');
      await waitForLiveList(page);
      expect(await resultCount(page, 'en')).toBeGreaterThan(0);
      expect(await page.getByTestId('searched-for').count()).toBe(0);
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
      // Gatsby's page path, moved into an attribute of its loader script so that one CSP hash
      // covers every page (src/build/page-path-script.ts).
      expect(html).toContain(`data-page-path="${language}${page}"`);
    },
  );
});
