import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/axe';
import { apiProducts, priceCents, type ApiProduct } from './support/catalogue';
import { setProductStock } from './support/db';
import { asVisitor, eventually, openShop, siteUrl } from './support/pages';
import type { Language } from './support/texts';
import { browserTestKit } from './support/browser-test-kit';

const kit = browserTestKit();

afterAll(() => kit.browser?.close());

const HEADING: Record<Language, string> = { en: 'Related products', it: 'Prodotti correlati' };
const prefix = (language: Language) => (language === 'it' ? '/it' : '');
const lngOf = (language: Language) => (language === 'it' ? 'ita' : 'eng');

const related = (sku: string) => apiProducts({ rows: '12', related: sku });

/** The section as a screen reader finds it: a region named by its heading, holding a list. */
const relatedList = (page: Page, language: Language) =>
  page.getByRole('region', { name: HEADING[language] }).getByRole('list');

const shownNames = async (page: Page, language: Language) =>
  (await relatedList(page, language).getByRole('link').allTextContents()).map((n) => n.trim());

const shownPrices = async (page: Page, language: Language) =>
  (await relatedList(page, language).locator('.price strong').allTextContents()).map(priceCents);

/** A product with a full related list, the same one every run. */
async function productWithRelated(): Promise<{ product: ApiProduct; expected: ApiProduct[] }> {
  const all = await apiProducts();
  for (const product of [...all].sort((a, b) => (a.sku < b.sku ? -1 : 1))) {
    const expected = await related(product.sku);
    if (expected.length === 12) return { product, expected };
  }
  throw new Error('no product has 12 related products');
}

async function expectRelated(page: Page, language: Language, expected: ApiProduct[]) {
  const lng = lngOf(language);
  await eventually(() => shownNames(page, language)).toEqual(expected.map((p) => p.lng[lng].name));
  expect(await shownPrices(page, language)).toEqual(
    expected.map((p) => (p.sell.sellBy === 'w' ? null : p.sell.price)),
  );
}

describe('related products on a product page', () => {
  it('lists them in English, best first, and following one opens its page', () =>
    asVisitor(kit.browser, { language: 'en' }, async (context) => {
      const { product, expected } = await productWithRelated();
      const page = await openShop(context, `/product/${product.url}`, 'en');
      await expectRelated(page, 'en', expected);
      expect(await shownNames(page, 'en')).not.toContain(product.lng.eng.name);
      expect(await accessibilityViolations(page)).toEqual([]);

      const next = expected[2]!;
      await relatedList(page, 'en').getByRole('link', { name: next.lng.eng.name }).click();
      await page.waitForURL(siteUrl(`/product/${next.url}`));
      await page.getByRole('heading', { level: 1, name: next.lng.eng.name }).waitFor();
      await expectRelated(page, 'en', await related(next.sku));
    }));

  it('lists them in Italian on a phone without sideways scroll, and by keyboard', () =>
    asVisitor(kit.browser, { language: 'it', device: 'mobile' }, async (context) => {
      const { product, expected } = await productWithRelated();
      const page = await openShop(context, `/it/product/${product.url}`, 'it');
      await expectRelated(page, 'it', expected);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);

      const next = expected[0]!;
      await relatedList(page, 'it').getByRole('link', { name: next.lng.ita.name }).focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(siteUrl(`${prefix('it')}/product/${next.url}`));
      await page.getByRole('heading', { level: 1, name: next.lng.ita.name }).waitFor();
    }));

  it('drops a product sold out since the build', () =>
    asVisitor(kit.browser, { language: 'en' }, async (context) => {
      const { product, expected } = await productWithRelated();
      const soldOut = expected[0]!;
      const restore = await setProductStock(soldOut.sku, soldOut.sell.minStock);
      try {
        const now = await related(product.sku);
        expect(now.map((p) => p.sku)).not.toContain(soldOut.sku);
        const page = await openShop(context, `/product/${product.url}`, 'en');
        await expectRelated(page, 'en', now);
      } finally {
        await restore();
      }
    }));
});
