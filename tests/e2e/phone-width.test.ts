import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { apiProducts, type ApiProduct } from './support/catalogue';
import { asVisitor, eventually, openShop, visit } from './support/pages';
import { TEXT, type Language } from './support/texts';
import { chooseEveryOption } from './support/options';
import { browserTestKit } from './support/browser-test-kit';

const kit = browserTestKit();

/** Money as each language writes it: symbol first with commas, or after a no-break space. */
const MONEY: Record<Language, RegExp> = {
  en: /^€\d{1,3}(,\d{3})*\.\d{2}$/,
  it: /^\d{1,3}(\.\d{3})*,\d{2}\u00a0€$/,
};

afterAll(() => kit.browser?.close());

type Product = ApiProduct & { sell: { salePrice: number; packs: unknown[] } };

const plain = (p: Product) =>
  p.sizes.length === 0 &&
  p.sell.sellBy === 'u' &&
  p.sell.packs.length === 0 &&
  p.sell.inStock > p.sell.minStock;

/** Wider content than the screen is what makes a phone page scroll sideways. */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The amounts on the page that are drawn on more than one line ("€243.6" / "8"). */
const brokenAmounts = (page: Page, selector: string) =>
  page.evaluate(
    (css) =>
      [...document.querySelectorAll(css)]
        .filter((el) => el.getClientRects().length > 1)
        .map((el) => el.textContent),
    selector,
  );

describe('a 390 × 844 phone', () => {
  for (const language of ['en', 'it'] as const) {
    const prefix = language === 'en' ? '' : '/it';
    const lng = language === 'en' ? 'eng' : 'ita';

    it(`shows sale prices and a two-line cart without sideways scrolling (${language})`, async () => {
      const products = ((await apiProducts()) as Product[]).filter(plain);
      const onSale = products.find((p) => p.sell.salePrice > 0);
      const other = products.find((p) => p.sell.salePrice === 0);
      if (!onSale || !other) throw new Error('need a plain product on sale and one not');
      await asVisitor(kit.browser, { language, device: 'mobile' }, async (context) => {
        // A list with the sale product's card: its old and new prices and the badge.
        const name = onSale.lng[lng].name || onSale.lng.eng.name;
        const page = await openShop(
          context,
          `${prefix}/shop/${encodeURIComponent(onSale.lng.eng.name)}`,
          language,
        );
        const card = page.getByTestId('product-card').filter({ hasText: name }).first();
        await card.locator('.price-old').waitFor();
        for (const amount of [
          await card.locator('.price-old').textContent(),
          await card.locator('.price strong').textContent(),
        ]) {
          expect(amount).toMatch(MONEY[language]);
        }
        expect(await brokenAmounts(page, '.price-old, .price strong, .price .badge')).toEqual([]);
        expect(await overflow(page)).toBeLessThanOrEqual(0);

        // A cart of two lines, one on sale.
        for (const product of [onSale, other]) {
          await visit(page, `${prefix}/product/${product.url}`);
          await page.getByText(TEXT[language].inStock).waitFor({ timeout: 40_000 });
          await chooseEveryOption(page, language);
          await page.getByRole('button', { name: TEXT[language].addToCart }).click();
          await page
            .getByRole('alert')
            .filter({
              hasText: TEXT[language].added(product.lng[lng].name || product.lng.eng.name),
            })
            .first()
            .waitFor();
        }
        expect(await brokenAmounts(page, '.price-old, .price strong')).toEqual([]);
        expect(await overflow(page)).toBeLessThanOrEqual(0);
        await visit(page, `${prefix}/cart`);
        await eventually(() => page.getByTestId('cart-line').count(), 20_000).toBe(2);
        await page.locator('[data-testid="cart-line"][aria-busy="false"]').first().waitFor();
        for (const total of await page.getByTestId('line-total').allTextContents()) {
          expect(total.replace(/^.*: /, '')).toMatch(MONEY[language]);
        }
        expect(await brokenAmounts(page, '[data-testid="line-total"]')).toEqual([]);
        expect(await overflow(page)).toBeLessThanOrEqual(0);
      });
    });
  }
});
