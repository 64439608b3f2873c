import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/axe';
import { apiProducts, priceCents } from './support/catalogue';
import { asVisitor, currentPath, eventually, openShop, siteUrl } from './support/pages';
import { TEXT, type Language } from './support/texts';
import { browserTestKit } from './support/browser-test-kit';

const kit = browserTestKit();

afterAll(() => kit.browser?.close());

/** The header's search combobox that is on screen (desktop and phone each have one). */
const combobox = (page: Page, language: Language) =>
  page
    .getByRole('search')
    .getByRole('combobox', { name: TEXT[language].searchLabel })
    .filter({ visible: true })
    .first();

/** The listbox the combobox names in aria-controls. */
async function listboxOf(box: Locator): Promise<Locator> {
  const id = await box.getAttribute('aria-controls');
  if (!id) throw new Error('the combobox names no listbox');
  return box.page().locator(`[id="${id}"]`);
}

/** Presses the arrow until the combobox names `option` as its active descendant. */
async function arrowTo(box: Locator, option: Locator): Promise<void> {
  const id = await option.getAttribute('id');
  for (let presses = 0; presses < 20; presses += 1) {
    await box.press('ArrowDown');
    if ((await box.getAttribute('aria-activedescendant')) === id) return;
  }
  throw new Error(`the arrows never reached option ${id}`);
}

describe('search suggestions as you type (issue 18)', () => {
  it('offers up to six products with picture, name and price; arrows and Enter open one', () =>
    asVisitor(kit.browser, { language: 'en' }, async (context) => {
      const page = await openShop(context, '/about', 'en');
      const box = combobox(page, 'en');
      const expected = await apiProducts({ rows: '6', search: 'leather' });
      expect(expected.length).toBeGreaterThan(1);

      await box.pressSequentially('leather', { delay: 30 });
      const listbox = await listboxOf(box);
      const products = listbox.getByRole('option').filter({ has: page.locator('img') });
      await eventually(() => products.count()).toBe(expected.length);
      expect(await box.getAttribute('aria-expanded')).toBe('true');
      // Best first, as the catalogue answered, each with its price in the page's language.
      const texts = await products.allTextContents();
      texts.forEach((text, index) => {
        const product = expected[index];
        expect(text).toContain(product?.lng.eng.name);
        expect(priceCents(text)).toBe(product?.sell.sellBy === 'w' ? null : product?.sell.price);
      });

      // The second product, chosen with the keyboard, opens its page.
      const target = expected[1];
      if (!target) throw new Error('no second product');
      await arrowTo(box, products.nth(1));
      expect(await products.nth(1).getAttribute('aria-selected')).toBe('true');
      // The open combobox, with an option chosen, passes axe (WCAG 2.1 A and AA).
      expect(await accessibilityViolations(page)).toEqual([]);
      await box.press('Enter');
      await page.waitForURL(siteUrl(`/product/${target.url}`));
      await page.getByRole('heading', { level: 1, name: target.lng.eng.name }).waitFor();
    }));

  it('offers categories and brands by either language name and opens them (Italian)', () =>
    asVisitor(kit.browser, { language: 'it' }, async (context) => {
      const page = await openShop(context, '/it/about', 'it');
      const box = combobox(page, 'it');
      // "backp" is the English name's start: the Italian page offers the category as Zaini.
      await box.pressSequentially('backp', { delay: 30 });
      const listbox = await listboxOf(box);
      const category = listbox.getByRole('option', { name: 'Zaini Categoria' });
      await category.waitFor();
      await arrowTo(box, category);
      await box.press('Enter');
      await page.waitForURL(siteUrl('/it/category/Backpacks'));

      const again = combobox(page, 'it');
      await again.fill('');
      await again.pressSequentially('vela', { delay: 30 });
      const brand = (await listboxOf(again)).getByRole('option', { name: 'Vela Milano Marchio' });
      await brand.waitFor();
      await arrowTo(again, brand);
      await again.press('Enter');
      await page.waitForURL(siteUrl('/it/brand/Vela_Milano'));
    }));

  it('Escape closes the list and keeps the text; Enter with no option chosen searches', () =>
    asVisitor(kit.browser, { language: 'en' }, async (context) => {
      const page = await openShop(context, '/about', 'en');
      const box = combobox(page, 'en');
      await box.pressSequentially('leather bag', { delay: 30 });
      const listbox = await listboxOf(box);
      await listbox.getByRole('option').first().waitFor();

      await box.press('Escape');
      await eventually(() => box.getAttribute('aria-expanded')).toBe('false');
      expect(await listbox.isVisible()).toBe(false);
      expect(await box.inputValue()).toBe('leather bag');

      // The arrow opens it again.
      await box.press('ArrowDown');
      await eventually(() => box.getAttribute('aria-expanded')).toBe('true');
      await box.press('Escape');
      await box.press('Enter');
      await page.waitForURL(siteUrl('/shop/leather_bag'));
      expect(currentPath(page)).toBe('/shop/leather_bag');
    }));

  it('asks the catalogue only from two characters on', () =>
    asVisitor(kit.browser, { language: 'en' }, async (context) => {
      const page = await openShop(context, '/about', 'en');
      const box = combobox(page, 'en');
      const asked: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname === '/api/products' && url.searchParams.get('rows') === '6') {
          asked.push(url.searchParams.get('search') ?? '');
        }
      });
      await box.pressSequentially('b', { delay: 30 });
      expect(await box.getAttribute('aria-expanded')).toBe('false');
      await box.pressSequentially('ag', { delay: 30 });
      const listbox = await listboxOf(box);
      // A product (with its picture) is the catalogue's answer; categories are matched locally.
      await listbox
        .getByRole('option')
        .filter({ has: page.locator('img') })
        .first()
        .waitFor();
      expect(asked.length).toBeGreaterThan(0);
      expect(asked.every((term) => term.length >= 2)).toBe(true);
    }));

  it('fits a phone screen without sideways scrolling', () =>
    asVisitor(kit.browser, { language: 'it', device: 'mobile' }, async (context) => {
      const page = await openShop(context, '/it/about', 'it');
      await page.getByRole('button', { name: TEXT.it.menuToggle }).click();
      const box = combobox(page, 'it');
      await box.pressSequentially('borsa', { delay: 30 });
      const listbox = await listboxOf(box);
      await listbox.getByRole('option').first().waitFor();
      const { right, width } = await listbox.evaluate((el) => el.getBoundingClientRect());
      expect(width).toBeGreaterThan(200);
      expect(right).toBeLessThanOrEqual(390);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
    }));
});
