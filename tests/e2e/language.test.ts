import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { changeSiteSetting } from './support/db';
import {
  ageGate,
  asVisitor,
  confirmAge,
  currentPath,
  openShop,
  reload,
  siteUrl,
  visit,
  waitForLiveList,
} from './support/pages';
import { TEXT } from './support/texts';
import { browserTestKit } from './support/browser-test-kit';

const kit = browserTestKit();

afterAll(() => kit.browser?.close());

const htmlLang = (page: Page) => page.locator('html').getAttribute('lang');

/** The language menu's toggle in the navbar, whichever language it shows. */
const languageMenu = (page: Page) => page.getByRole('button', { name: /^(English|Italiano)$/ });

// Tests here share the site settings; the single-language one changes them, so they run in
// order (vitest runs the files one at a time: see vitest.e2e.config.mts).
describe.sequential('language rules', () => {
  it('sends an Italian browser from / to /it, in Italian', () =>
    asVisitor(kit.browser, { language: 'it' }, async (context) => {
      const page = await context.newPage();
      await visit(page, '/');
      await page.waitForURL(siteUrl('/it'));
      await confirmAge(page, 'it');
      await page.getByRole('heading', { level: 1, name: TEXT.it.homeHeading }).waitFor();
      expect(await htmlLang(page)).toBe('it');
      expect(await languageMenu(page).textContent()).toBe('Italiano');
    }));

  it('keeps an English browser on /, in English', () =>
    asVisitor(kit.browser, { language: 'en' }, async (context) => {
      const page = await openShop(context, '/', 'en');
      expect(page.url()).toBe(siteUrl('/'));
      await page.getByRole('heading', { level: 1, name: TEXT.en.homeHeading }).waitFor();
      expect(await htmlLang(page)).toBe('en');
    }));

  it("keeps the visitor's choice from the language menu over an Italian browser's", () =>
    asVisitor(kit.browser, { language: 'it' }, async (context) => {
      const page = await openShop(context, '/it', 'it');
      await languageMenu(page).click();
      await page.getByRole('button', { name: 'English', exact: true }).click();
      await page.waitForURL(siteUrl('/'));
      await page.getByRole('heading', { level: 1, name: TEXT.en.homeHeading }).waitFor();
      expect(await htmlLang(page)).toBe('en');

      await reload(page);
      await page.getByRole('heading', { level: 1, name: TEXT.en.homeHeading }).waitFor();
      expect(page.url()).toBe(siteUrl('/'));
      // Another page load, checked once the page has hydrated (its live list is in).
      await visit(page, '/category/Bags');
      await waitForLiveList(page);
      expect(page.url()).toBe(siteUrl('/category/Bags'));
      expect(await htmlLang(page)).toBe('en');
      expect(await ageGate(page, 'en').count()).toBe(0);
    }));

  it('forces Italian and hides the language menu when the shop offers only Italian', async () => {
    const restore = await changeSiteSetting(['shop', 'lng'], 'ita');
    try {
      await asVisitor(kit.browser, { language: 'en' }, async (context) => {
        const page = await context.newPage();
        await visit(page, '/');
        await page.waitForURL(siteUrl('/it'));
        await confirmAge(page, 'it');
        await page.getByRole('heading', { level: 1, name: TEXT.it.homeHeading }).waitFor();
        expect(await htmlLang(page)).toBe('it');
        expect(await languageMenu(page).count()).toBe(0);

        // A deep link keeps its path and its list state.
        await visit(page, '/category/Bags?sort=2');
        await page.waitForURL(siteUrl('/it/category/Bags?sort=2'));
        await page.getByRole('heading', { level: 1, name: 'Borse' }).waitFor();
        expect(currentPath(page)).toBe('/it/category/Bags?sort=2');
        expect(await languageMenu(page).count()).toBe(0);
      });
    } finally {
      await restore();
    }
  });
});
