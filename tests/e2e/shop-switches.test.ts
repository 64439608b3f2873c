import { afterAll, describe, expect, it } from 'vitest';
import { apiProducts } from './support/catalogue';
import { changeSiteSetting, productStock, setProductStock } from './support/db';
import {
  asVisitor,
  gridNames,
  openShop,
  productGrid,
  resultCount,
  visit,
  waitForLiveList,
} from './support/pages';
import { TEXT, type Language } from './support/texts';
import { browserTestKit } from './support/browser-test-kit';

const kit = browserTestKit();

afterAll(() => kit.browser?.close());

// Each test changes the database the whole site reads, and puts it back in a finally block;
// they run one after another, and vitest runs the test files one at a time.
describe.sequential('switches in the database, seen without a rebuild', () => {
  it.each<[Language, string]>([
    ['en', ''],
    ['it', '/it'],
  ])(
    '(%s) a closed shop shows the closed notice instead of its products',
    async (language, prefix) => {
      const text = TEXT[language];
      const restore = await changeSiteSetting(['shopActive'], false);
      try {
        await asVisitor(kit.browser, { language }, async (context) => {
          const page = await openShop(context, `${prefix}/`, language);
          await page.getByRole('heading', { level: 1, name: text.shopClosed }).waitFor();
          expect(await page.getByRole('heading', { name: text.featured }).count()).toBe(0);
          expect(await page.getByRole('region', { name: text.shopByCategory }).count()).toBe(0);
          expect(await page.getByTestId('product-card').count()).toBe(0);

          await visit(page, `${prefix}/category/Bags`);
          await page.getByRole('heading', { level: 1, name: text.shopClosed }).waitFor();
          expect(await productGrid(page, language).count()).toBe(0);
          expect(await page.getByTestId('product-card').count()).toBe(0);
        });
      } finally {
        await restore();
      }
    },
  );

  it('a product whose stock falls to its minimum is out of stock on its built page', async () => {
    const bags = await apiProducts({ category: 'Bags' });
    const product = bags.find((p) => p.sizes.length === 0) ?? bags[0];
    if (!product) throw new Error('no bags in the catalogue');
    const { minStock } = await productStock(product.sku);
    const restore = await setProductStock(product.sku, minStock);
    try {
      await asVisitor(kit.browser, { language: 'en' }, async (context) => {
        const page = await openShop(context, `/product/${product.url}`, 'en');
        await page.getByRole('heading', { level: 1, name: product.lng.eng.name }).waitFor();
        await page.getByText(TEXT.en.outOfStock, { exact: true }).waitFor();
        expect(await page.getByRole('button', { name: TEXT.en.addToCart }).count()).toBe(0);
        expect(await page.getByText(TEXT.en.inStock).count()).toBe(0);

        // The live list leaves it out too (the shop lists only stock above the minimum).
        await visit(page, '/category/Bags');
        await waitForLiveList(page);
        expect(await resultCount(page, 'en')).toBe(bags.length - 1);
        expect(await gridNames(page, 'en')).not.toContain(product.lng.eng.name);
      });
    } finally {
      await restore();
    }
  });
});
