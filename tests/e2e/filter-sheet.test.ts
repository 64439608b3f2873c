import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/axe';
import { apiProducts, narrowingValue, type ApiProduct } from './support/catalogue';
import {
  boxCounts,
  filterBox,
  filterButton,
  filterSheet,
  openFilters,
  showResults,
} from './support/filters';
import {
  asVisitor,
  currentPath,
  eventually,
  gridNames,
  openShop,
  queryValues,
  resultCount,
  waitForLiveList,
} from './support/pages';
import { TEXT, type Language } from './support/texts';
import { browserTestKit } from './support/browser-test-kit';

const kit = browserTestKit();

/* Issue 25, item 8: filters on a phone (a sheet), counts beside the boxes, history per change. */

afterAll(() => kit.browser?.close());

const prefix = (language: Language) => (language === 'it' ? '/it' : '');

/** A product's colours as the page's boxes name them, and as the address keeps them (English). */
const colourNames = (product: ApiProduct, language: Language) =>
  language === 'it' ? product.lng.ita.colors : product.lng.eng.colors;

/**
 * How many of the products have each name (a product counted once per name); names of the
 * whole list that none of them has count 0 (their boxes stay, with "(0)").
 */
function tally(
  products: readonly ApiProduct[],
  names: (p: ApiProduct) => readonly string[],
  list: readonly ApiProduct[] = products,
) {
  const counts = new Map(list.flatMap((product) => names(product).map((name) => [name, 0])));
  for (const product of products) {
    for (const name of new Set(names(product))) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return counts;
}

const sorted = (counts: Map<string, number>) => [...counts].sort(([a], [b]) => a.localeCompare(b));
const hasFocus = (page: Page, name: RegExp) =>
  page.evaluate(
    (source) => new RegExp(source).test(document.activeElement?.textContent?.trim() ?? ''),
    name.source,
  );

describe('issue 25.8: filters on a phone', () => {
  for (const language of ['en', 'it'] as const) {
    it(`opens a sheet, shows "Show N products", applies, and Back undoes it (${language})`, () =>
      asVisitor(kit.browser, { language, device: 'mobile' }, async (context) => {
        const text = TEXT[language];
        const all = await apiProducts();
        const path = `${prefix(language)}/shop/products`;
        const page = await openShop(context, path, language);
        await waitForLiveList(page);
        expect(await resultCount(page, language)).toBe(all.length);
        // The boxes wait in the sheet, not above the list.
        expect(await page.getByRole('checkbox').count()).toBe(0);
        expect(await filterButton(page, language).textContent()).toBe(text.filterTitle);

        const sheet = await openFilters(page, language);
        expect(await sheet.getAttribute('aria-modal')).toBe('true');
        expect(await sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);
        expect(await accessibilityViolations(page)).toEqual([]);
        // Each colour's count is how many products have it.
        expect(sorted(await boxCounts(sheet, text.colourGroup))).toEqual(
          sorted(tally(all, (p) => colourNames(p, language))),
        );

        const { value: key, count } = narrowingValue(all, (p) => p.lng.eng.colors);
        const owner = all.find((p) => p.lng.eng.colors.includes(key)) as ApiProduct;
        const shown = colourNames(owner, language)[owner.lng.eng.colors.indexOf(key)] ?? key;
        await filterBox(sheet, text.colourGroup, shown).check();
        await sheet.getByRole('button', { name: text.showResults(count), exact: true }).waitFor();
        expect(queryValues(page, 'color')).toEqual([key]);
        // Within the colour, the brands count the colour's products.
        const ofColour = all.filter((p) => p.lng.eng.colors.includes(key));
        expect(sorted(await boxCounts(sheet, text.brandGroup))).toEqual(
          sorted(tally(ofColour, (p) => [p.lng.eng.brand], all)),
        );

        await showResults(page, language);
        expect(await resultCount(page, language)).toBe(count);
        const filtered = await gridNames(page, language);
        expect(await filterButton(page, language).textContent()).toMatch(text.filterButton);
        expect(
          text.filterButton.exec((await filterButton(page, language).textContent()) ?? '')?.[2],
        ).toBe('1');
        await eventually(() => hasFocus(page, text.filterButton)).toBe(true);

        // Back: the list and address as before the check; Forward: the check again.
        await page.goBack();
        await eventually(() => currentPath(page)).toBe(path);
        await eventually(() => resultCount(page, language)).toBe(all.length);
        await page.goForward();
        await eventually(() => queryValues(page, 'color')).toEqual([key]);
        await eventually(() => resultCount(page, language)).toBe(count);
        expect(await gridNames(page, language)).toEqual(filtered);

        // Clear-all in the sheet clears every check; Escape closes the sheet.
        await openFilters(page, language);
        await sheet.getByRole('button', { name: text.clearFilters, exact: true }).click();
        await sheet.getByRole('button', { name: text.showResults(all.length) }).waitFor();
        expect(await filterBox(sheet, text.colourGroup, shown).isChecked()).toBe(false);
        expect(currentPath(page)).toBe(path);
        await page.keyboard.press('Escape');
        await sheet.waitFor({ state: 'hidden' });
        expect(await resultCount(page, language)).toBe(all.length);
        expect(await filterButton(page, language).textContent()).toBe(text.filterTitle);
      }));
  }
});

describe('issue 25.8: the desktop side panel', () => {
  it('shows counts beside the boxes, and no sheet', () =>
    asVisitor(kit.browser, { language: 'en' }, async (context) => {
      const text = TEXT.en;
      const bags = await apiProducts({ category: 'Bags' });
      const page = await openShop(context, '/category/Bags', 'en');
      await waitForLiveList(page);
      expect(await filterButton(page, 'en').isVisible()).toBe(false);
      expect(await filterSheet(page, 'en').count()).toBe(0);
      expect(sorted(await boxCounts(page, text.brandGroup))).toEqual(
        sorted(tally(bags, (p) => [p.lng.eng.brand])),
      );
      expect(sorted(await boxCounts(page, text.colourGroup))).toEqual(
        sorted(tally(bags, (p) => p.lng.eng.colors)),
      );
    }));

  it('adds a history entry per check, sort and clear: Back undoes each, Forward redoes them', () =>
    asVisitor(kit.browser, { language: 'en' }, async (context) => {
      const text = TEXT.en;
      const bags = await apiProducts({ category: 'Bags' });
      const page = await openShop(context, '/category/Bags', 'en');
      await waitForLiveList(page);
      const { value: brand, count } = narrowingValue(bags, (p) => [p.lng.eng.brand]);
      await filterBox(page, text.brandGroup, brand).check();
      await eventually(() => resultCount(page, 'en')).toBe(count);
      const byName = await gridNames(page, 'en');
      const sort = page.getByLabel(text.sortLabel);
      await sort.selectOption({ label: text.priceHiLo });
      await eventually(() => queryValues(page, 'sort')).toEqual(['2']);

      await page.goBack();
      await eventually(() => queryValues(page, 'sort')).toEqual([]);
      expect(queryValues(page, 'brand')).toEqual([brand]);
      await eventually(() => sort.inputValue()).toBe('0');
      await eventually(() => gridNames(page, 'en')).toEqual(byName);

      await page.goBack();
      await eventually(() => currentPath(page)).toBe('/category/Bags');
      await eventually(() => resultCount(page, 'en')).toBe(bags.length);
      expect(await filterBox(page, text.brandGroup, brand).isChecked()).toBe(false);

      await page.goForward();
      await page.goForward();
      await eventually(() => queryValues(page, 'sort')).toEqual(['2']);
      await eventually(() => sort.inputValue()).toBe('2');
      expect(queryValues(page, 'brand')).toEqual([brand]);
      await eventually(() => resultCount(page, 'en')).toBe(count);

      // Clearing unticks the boxes and keeps the sort (it is not a filter); Back undoes it.
      await page.getByRole('button', { name: text.clearFilters, exact: true }).click();
      await eventually(() => resultCount(page, 'en')).toBe(bags.length);
      expect(currentPath(page)).toBe('/category/Bags?sort=2');
      expect(await sort.inputValue()).toBe('2');
      await page.goBack();
      await eventually(() => resultCount(page, 'en')).toBe(count);
      expect(queryValues(page, 'brand')).toEqual([brand]);
    }));
});
