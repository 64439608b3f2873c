import type { Locator } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { apiProducts, narrowingValue } from './support/catalogue';
import {
  ageGate,
  asVisitor,
  eventually,
  openShop,
  resultCount,
  visit,
  waitForLiveList,
} from './support/pages';
import { chooseEveryOption } from './support/options';
import { TEXT, type Language } from './support/texts';
import { browserTestKit } from './support/browser-test-kit';

const kit = browserTestKit();

/** Issue 25 item 11's words, written out so a changed or missing translation fails a test. */
const WORDS = {
  en: {
    linkInvalid: 'The link is invalid or is no longer available',
    activated: /Account activated/,
    chooseSize: 'Choose a size',
    remove: (name: string) => `Remove ${name}`,
  },
  it: {
    linkInvalid: 'Il link non è valido o non è più disponibile',
    activated: /Account attivato/,
    chooseSize: 'Scegli una taglia',
    remove: (name: string) => `Rimuovi ${name}`,
  },
} as const;

afterAll(() => kit.browser?.close());

type Box = { left: number; right: number; top: number; bottom: number };

const boxOf = (locator: Locator): Promise<Box> =>
  locator.evaluate((element) => {
    const { left, right, top, bottom } = element.getBoundingClientRect();
    return { left, right, top, bottom };
  });

describe('issue 25, item 11: words and small things', () => {
  it.each<Language>(['en', 'it'])(
    '(%s) the age question has room inside, and at 390 px both answers fit in it',
    (language) =>
      asVisitor(kit.browser, { language, device: 'mobile' }, async (context) => {
        const text = TEXT[language];
        const page = await context.newPage();
        await visit(page, language === 'it' ? '/it' : '/');
        const gate = ageGate(page, language);
        await gate.waitFor();
        const dialog = await boxOf(gate);
        const title = await boxOf(gate.getByRole('heading', { name: text.ageTitle }));
        // The words stand clear of the dialog's edge, as in any modal (Bootstrap's 1rem).
        expect(title.left - dialog.left).toBeGreaterThanOrEqual(12);
        expect(title.top - dialog.top).toBeGreaterThanOrEqual(12);
        for (const name of [text.ageConfirm, text.ageDecline]) {
          const button = await boxOf(gate.getByRole('button', { name }));
          expect(button.left).toBeGreaterThanOrEqual(dialog.left + 4);
          expect(button.right).toBeLessThanOrEqual(dialog.right - 4);
          expect(button.bottom).toBeLessThanOrEqual(dialog.bottom - 4);
        }
      }),
  );

  it.each<Language>(['en', 'it'])(
    '(%s) an invalid activation link is named as such in the title and heading',
    (language) =>
      asVisitor(kit.browser, { language }, async (context) => {
        const words = WORDS[language];
        const prefix = language === 'it' ? '/it' : '';
        const page = await openShop(context, `${prefix}/activate?key1=not-a-real-key`, language);
        await page.getByRole('heading', { level: 1, name: words.linkInvalid }).waitFor();
        await eventually(() => page.title()).toContain(words.linkInvalid);
        expect(await page.title()).not.toMatch(words.activated);
        expect(await page.getByRole('heading', { name: words.activated }).count()).toBe(0);
      }),
  );

  it.each<Language>(['en', 'it'])(
    '(%s) a size left unchosen gets the shop’s own message, not the browser’s',
    async (language) => {
      const product = (await apiProducts()).find(
        (p) => p.sizes.length > 0 && p.sell.inStock > p.sell.minStock,
      );
      if (!product) throw new Error('no product with sizes in stock');
      await asVisitor(kit.browser, { language }, async (context) => {
        const prefix = language === 'it' ? '/it' : '';
        const page = await openShop(context, `${prefix}/product/${product.url}`, language);
        await page.getByText(TEXT[language].inStock).waitFor();
        const size = page.getByLabel(TEXT[language].size, { exact: true });
        await page.getByRole('button', { name: TEXT[language].addToCart }).click();
        await eventually(() => size.getAttribute('aria-invalid')).toBe('true');
        expect(await size.evaluate((element) => element === document.activeElement)).toBe(true);
        // The message is tied to the select, so a screen reader reads it with the field.
        const describedBy = (await size.getAttribute('aria-describedby')) ?? '';
        const described = await page.evaluate(
          (ids) => ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' '),
          describedBy.split(/\s+/).filter(Boolean),
        );
        expect(described).toContain(WORDS[language].chooseSize);
        // Nothing was added: the browser's own bubble never stood in the way either.
        expect(await page.getByRole('link', { name: TEXT[language].headerCart(1) }).count()).toBe(
          0,
        );
      });
    },
  );

  it('the cart’s "Remove" looks like the site’s other links', async () => {
    const product = (await apiProducts()).find(
      (p) => p.sizes.length === 0 && p.sell.sellBy === 'u' && p.sell.inStock > p.sell.minStock,
    );
    if (!product) throw new Error('no product without sizes in stock');
    await asVisitor(kit.browser, { language: 'en' }, async (context) => {
      const page = await openShop(context, `/product/${product.url}`, 'en');
      await chooseEveryOption(page, 'en');
      await page.getByRole('button', { name: TEXT.en.addToCart }).click();
      await page.getByRole('link', { name: TEXT.en.headerCart(1), exact: true }).waitFor();
      await visit(page, '/cart');
      const remove = page.getByRole('button', { name: WORDS.en.remove(product.lng.eng.name) });
      await remove.waitFor();
      const look = (element: Element) => {
        const style = getComputedStyle(element);
        return { color: style.color, line: style.textDecorationLine };
      };
      // The product's own link on the same line: a link of the page's text, as everywhere.
      const line = page.getByRole('list', { name: TEXT.en.cartLines }).getByRole('listitem');
      const link = await line.getByRole('link', { name: product.lng.eng.name }).evaluate(look);
      expect(await remove.evaluate(look)).toEqual(link);
    });
  });

  it('a filtered list shows its filtered count from the first paint after a language switch', async () => {
    const products = await apiProducts({ category: 'Bags' });
    const { value: brand, count } = narrowingValue(products, (product) => [product.brand]);
    await asVisitor(kit.browser, { language: 'en' }, async (context) => {
      const page = await openShop(
        context,
        `/category/Bags?brand=${encodeURIComponent(brand)}`,
        'en',
      );
      await waitForLiveList(page);
      expect(await resultCount(page, 'en')).toBe(count);
      // Every count the page leaves on screen at the end of a task (what could be painted).
      await page.evaluate(() => {
        const seen: string[] = [];
        Object.assign(window, { seenCounts: seen });
        new MutationObserver(() => {
          const status = document.querySelector('[data-testid="result-count"]');
          if (status) seen.push(status.textContent ?? '');
        }).observe(document.body, { subtree: true, childList: true, characterData: true });
      });
      await page.getByRole('button', { name: 'English', exact: true }).click();
      await page.getByRole('button', { name: 'Italiano', exact: true }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/it/category/Bags'));
      await waitForLiveList(page);
      expect(await resultCount(page, 'it')).toBe(count);
      const seen = await page.evaluate(
        () => (window as unknown as { seenCounts: string[] }).seenCounts,
      );
      const counts = seen.filter((text) => TEXT.it.countPattern.test(text.trim()));
      expect(counts.length).toBeGreaterThan(0);
      expect(counts.filter((text) => text.trim() !== TEXT.it.count(count))).toEqual([]);
    });
  });
});
