import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { apiProducts, priceCents, type ApiProduct } from './support/catalogue';
import { description, expectNoViolations } from './support/forms';
import { asVisitor, eventually, openShop, visit } from './support/pages';
import { TEXT, type Language } from './support/texts';
import { chooseEveryOption } from './support/options';
import { browserTestKit } from './support/browser-test-kit';

const kit = browserTestKit();

/** The quantity boxes' words, written out so a changed or missing translation fails a test. */
const T = {
  en: {
    quantity: 'Quantity',
    quantityOf: (name: string) => `Quantity: ${name}`,
    empty: 'Enter a quantity',
    whole: 'Enter the quantity as a whole number',
    min: (n: number) => `The minimum quantity is ${n}`,
    stock: (n: number) => `Only ${n} are available`,
    cart: '/cart',
  },
  it: {
    quantity: 'Quantità',
    quantityOf: (name: string) => `Quantità: ${name}`,
    empty: 'Inserisci la quantità',
    whole: 'Inserisci la quantità come numero intero',
    min: (n: number) => `La quantità minima è ${n}`,
    stock: (n: number) => `Ne sono disponibili solo ${n}`,
    cart: '/it/cart',
  },
};

afterAll(() => kit.browser?.close());

type Product = ApiProduct & { sell: { minPurchase: number; packs: unknown[] } };

/** Sold by the unit, one at a time, no size or pack to choose, and some stock to type past. */
async function plainProduct(): Promise<{ product: Product; available: number }> {
  const product = ((await apiProducts()) as Product[]).find(
    (p) =>
      p.sizes.length === 0 &&
      p.sell.sellBy === 'u' &&
      p.sell.minPurchase <= 1 &&
      p.sell.packs.length === 0 &&
      p.sell.inStock - p.sell.minStock >= 5,
  );
  if (!product) throw new Error('no plain product with stock');
  return { product, available: product.sell.inStock - product.sell.minStock };
}

/** What a person does: click the box, Backspace, type, then leave it with a key. */
async function typeAsPerson(box: Locator, text: string, leave: 'Tab' | 'Enter' | null = 'Tab') {
  await box.click();
  await box.press('Backspace');
  if (text) await box.pressSequentially(text, { delay: 30 });
  if (leave) await box.press(leave);
}

const headerCart = (page: Page, language: Language, n: number) =>
  page.getByRole('link', { name: TEXT[language].headerCart(n), exact: true });

const totalCents = async (page: Page) =>
  priceCents((await page.getByTestId('cart-total').textContent()) ?? '');

describe('quantity boxes take what a person types', () => {
  for (const language of ['en', 'it'] as const) {
    const t = T[language];
    const prefix = language === 'en' ? '' : '/it';

    it(`on the product page (${language}): emptied and retyped, checked, never corrected silently`, async () => {
      const { product, available } = await plainProduct();
      await asVisitor(kit.browser, { language }, async (context) => {
        const page = await openShop(context, `${prefix}/product/${product.url}`, language);
        await chooseEveryOption(page, language);
        const box = page.getByLabel(t.quantity, { exact: true });
        expect(await box.inputValue()).toBe('1');

        // Emptied, the box stays empty; 3 typed is 3 (it was 13).
        await typeAsPerson(box, '', null);
        expect(await box.inputValue()).toBe('');
        await box.pressSequentially('3', { delay: 30 });
        expect(await box.inputValue()).toBe('3');
        await box.press('Enter');
        await headerCart(page, language, 3).waitFor();

        // Left empty: said so, and the box is marked.
        await typeAsPerson(box, '');
        expect(await box.inputValue()).toBe('');
        await eventually(() => description(box)).toBe(t.empty);
        expect(await box.getAttribute('aria-invalid')).toBe('true');
        await expectNoViolations(page);

        // "-2" and "0" are not 12 or 10, and not 1 either: the minimum is named.
        for (const typed of ['-2', '0']) {
          await typeAsPerson(box, typed);
          expect(await box.inputValue()).toBe(typed);
          await eventually(() => description(box)).toBe(t.min(1));
        }
        await typeAsPerson(box, '1.5');
        await eventually(() => description(box)).toBe(t.whole);

        // More than the stock: refused with the stock, not cut to it; nothing more in the cart.
        await typeAsPerson(box, String(available + 1), 'Enter');
        await eventually(() => description(box)).toBe(t.stock(available));
        expect(await box.inputValue()).toBe(String(available + 1));
        expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
        await headerCart(page, language, 3).waitFor();

        // Corrected (coming back to the box, which selects its number), the quantity is added.
        await box.press('Tab');
        await typeAsPerson(box, '2', 'Enter');
        await headerCart(page, language, 5).waitFor();
        expect(await box.getAttribute('aria-invalid')).toBeNull();
      });
    });

    it(`in the cart (${language}): 2 typed after Backspace is 2, and a wrong number is said`, async () => {
      const { product, available } = await plainProduct();
      const name = product.lng[language === 'en' ? 'eng' : 'ita'].name || product.lng.eng.name;
      const price = product.sell.price;
      await asVisitor(kit.browser, { language }, async (context) => {
        const page = await openShop(context, `${prefix}/product/${product.url}`, language);
        await chooseEveryOption(page, language);
        await page.getByRole('button', { name: TEXT[language].addToCart }).click();
        await headerCart(page, language, 1).waitFor();
        await visit(page, t.cart);
        const box = page.getByLabel(t.quantityOf(name), { exact: true });
        await eventually(() => totalCents(page), 20_000).toBe(price);
        await page.locator('[data-testid="cart-line"][aria-busy="false"]').waitFor();

        await typeAsPerson(box, '2');
        await eventually(() => totalCents(page), 20_000).toBe(price * 2);
        await eventually(() => box.inputValue()).toBe('2');
        await page.locator('[data-testid="cart-line"][aria-busy="false"]').waitFor();

        for (const [typed, leave] of [
          ['-2', 'Tab'],
          ['0', 'Enter'],
        ] as const) {
          await typeAsPerson(box, typed, leave);
          await eventually(() => description(box)).toBe(t.min(1));
          expect(await box.inputValue()).toBe(typed);
          expect(await totalCents(page)).toBe(price * 2);
        }
        await typeAsPerson(box, '');
        await eventually(() => description(box)).toBe(t.empty);

        await typeAsPerson(box, String(available + 1));
        await eventually(() => description(box)).toBe(t.stock(available));
        expect(await box.inputValue()).toBe(String(available + 1));
        expect(await totalCents(page)).toBe(price * 2);
        await expectNoViolations(page);

        await typeAsPerson(box, '3', 'Enter');
        await eventually(() => totalCents(page), 20_000).toBe(price * 3);
        expect(await box.getAttribute('aria-invalid')).toBeNull();
      });
    });
  }
});
