import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { apiProducts, narrowingValue, type ApiProduct } from './support/catalogue';
import { filterBox, openFilters } from './support/filters';
import {
  ageGate,
  asVisitor,
  baseUrl,
  currentPath,
  eventually,
  gridNames,
  openShop,
  queryValues,
  resultCount,
  siteUrl,
  visit,
  waitForLiveList,
  type Device,
} from './support/pages';
import { TEXT, type Language } from './support/texts';
import { chooseEveryOption } from './support/options';
import { browserTestKit } from './support/browser-test-kit';

const kit = browserTestKit();

/*
 * Issue 16's findings 2, 3, 7, 8 (404 and blog), 9 and 21: what a person sees on the age gate,
 * filtered and paged lists, list addresses (no console errors), the Italian 404 and blog, and
 * where a toast lands.
 */

afterAll(() => kit.browser?.close());

const prefix = (language: Language) => (language === 'it' ? '/it' : '');
const DEVICES: Device[] = ['desktop', 'mobile'];

/** Every console error and uncaught page error while the page is open (hydration errors too). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  return errors;
}

const colourBox = (page: Page, language: Language, name: string) =>
  filterBox(page, TEXT[language].colourGroup, name);

/** A colour that narrows Bags, by its English name and the Italian name the same box shows. */
async function bagsColour(): Promise<{ key: string; italian: string; count: number }> {
  const bags = await apiProducts({ category: 'Bags' });
  const { value, count } = narrowingValue(bags, (p) => p.lng.eng.colors);
  const product = bags.find((p) => p.lng.eng.colors.includes(value)) as ApiProduct;
  const italian = product.lng.ita.colors[product.lng.eng.colors.indexOf(value)] ?? value;
  expect(italian).not.toBe(value);
  return { key: value, italian, count };
}

describe('finding 3: a filter in the address means the same in both languages', () => {
  it('keeps a ticked colour when the shopper switches to Italiano', async () => {
    const colour = await bagsColour();
    await asVisitor(kit.browser, { language: 'en' }, async (context) => {
      const page = await openShop(context, '/category/Bags', 'en');
      await waitForLiveList(page);
      await colourBox(page, 'en', colour.key).check();
      await eventually(() => resultCount(page, 'en')).toBe(colour.count);
      await eventually(() => queryValues(page, 'color')).toEqual([colour.key]);

      await page.getByRole('button', { name: 'English', exact: true }).click();
      await page.getByRole('button', { name: 'Italiano', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/it/category/Bags');
      await waitForLiveList(page);
      expect(queryValues(page, 'color')).toEqual([colour.key]);
      await eventually(() => resultCount(page, 'it')).toBe(colour.count);
      expect(await colourBox(page, 'it', colour.italian).isChecked()).toBe(true);
    });
  });

  for (const device of DEVICES) {
    it(`opens a shared filtered link the same way in either language (${device})`, async () => {
      const colour = await bagsColour();
      for (const language of ['en', 'it'] as const) {
        await asVisitor(kit.browser, { language, device }, async (context) => {
          const path = `${prefix(language)}/category/Bags?color=${encodeURIComponent(colour.key)}`;
          const page = await openShop(context, path, language);
          await waitForLiveList(page);
          await eventually(() => resultCount(page, language)).toBe(colour.count);
          const shown = language === 'it' ? colour.italian : colour.key;
          if (device === 'mobile') await openFilters(page, language);
          expect(await colourBox(page, language, shown).isChecked()).toBe(true);
          expect(currentPath(page)).toBe(path);
        });
      }
    });
  }

  it('still reads an Italian-name link on the Italian page, and writes the key back', async () => {
    const colour = await bagsColour();
    await asVisitor(kit.browser, { language: 'it' }, async (context) => {
      const path = `/it/category/Bags?color=${encodeURIComponent(colour.italian)}`;
      const page = await openShop(context, path, 'it');
      await waitForLiveList(page);
      await eventually(() => resultCount(page, 'it')).toBe(colour.count);
      expect(await colourBox(page, 'it', colour.italian).isChecked()).toBe(true);
      // Any change writes the address with keys again (here the sort).
      await page.getByLabel(TEXT.it.sortLabel).selectOption({ label: TEXT.it.priceHiLo });
      await eventually(() => queryValues(page, 'color')).toEqual([colour.key]);
    });
  });
});

describe('finding 7: paging is history, and a new page starts at the top of the list', () => {
  it('Back from page 2 returns to page 1, Forward to page 2; the view and focus go to the list', () =>
    asVisitor(kit.browser, { language: 'en' }, async (context) => {
      const page = await openShop(context, '/', 'en');
      await visit(page, '/shop/products');
      await waitForLiveList(page);
      const first = await gridNames(page, 'en');
      const pager = page.getByRole('navigation', { name: TEXT.en.pages });
      await pager.scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await pager.getByRole('button', { name: TEXT.en.page(2) }).click();
      await eventually(() => queryValues(page, 'page')).toEqual(['2']);
      const second = await gridNames(page, 'en');
      expect(second.filter((name) => first.includes(name))).toEqual([]);

      // The list's top (its count line) is in view near the top, and has the focus.
      // (Bootstrap scrolls smoothly: the view gets there over a few frames.)
      const count = page.getByTestId('result-count');
      const inView = () =>
        count.evaluate((element) => {
          const { top } = element.getBoundingClientRect();
          return top >= 0 && top < 200;
        });
      await eventually(inView).toBe(true);
      expect(await count.evaluate((element) => element === document.activeElement)).toBe(true);

      await page.goBack();
      await eventually(() => currentPath(page)).toBe('/shop/products');
      await eventually(() => gridNames(page, 'en')).toEqual(first);
      expect(
        await pager.getByRole('button', { name: TEXT.en.page(1) }).getAttribute('aria-current'),
      ).toBe('page');

      await page.goForward();
      await eventually(() => currentPath(page)).toBe('/shop/products?page=2');
      await eventually(() => gridNames(page, 'en')).toEqual(second);
    }));
});

describe('finding 9: list addresses open without console errors', () => {
  const addresses = [
    '/category/Bags?color=Red',
    '/shop/products?page=2',
    '/shop/leather',
    '/cart',
    '/shop/%25%25%25',
  ];
  for (const device of DEVICES) {
    for (const language of ['en', 'it'] as const) {
      it(`${language} ${device}: ${addresses.join(', ')}`, () =>
        asVisitor(kit.browser, { language, device }, async (context) => {
          const failures: string[] = [];
          for (const address of addresses) {
            const page = await context.newPage();
            const errors = collectErrors(page);
            await visit(page, `${prefix(language)}${address}`);
            // The gate opens once the page has hydrated; answered once, it stays answered.
            if (
              await ageGate(page, language)
                .isVisible()
                .catch(() => false)
            ) {
              await ageGate(page, language)
                .getByRole('button', { name: TEXT[language].ageConfirm })
                .click();
            }
            if (address.startsWith('/cart')) {
              await page.getByTestId('cart-empty').waitFor();
            } else if (address.includes('%25')) {
              await page
                .getByRole('heading', { level: 1, name: TEXT[language].searchLabel })
                .waitFor();
            } else {
              await waitForLiveList(page);
            }
            await page.waitForTimeout(500);
            const heading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
            expect(heading).not.toContain('[...]');
            failures.push(...errors.map((error) => `${address}: ${error}`));
            await page.close();
          }
          expect(failures).toEqual([]);
        }));
    }
  }
});

describe('finding 2: the age gate is opaque and readable', () => {
  for (const device of DEVICES) {
    it(`has an opaque background and passes axe's contrast check (${device})`, () =>
      asVisitor(kit.browser, { language: 'en', device }, async (context) => {
        const page = await context.newPage();
        await visit(page, '/');
        const gate = ageGate(page, 'en');
        await gate.waitFor();
        const background = await gate.evaluate(
          (element) => getComputedStyle(element).backgroundColor,
        );
        // rgb(...) is opaque; rgba(..., a) must have a = 1.
        const alpha = /rgba\([^)]*,\s*([\d.]+)\)/.exec(background)?.[1];
        expect(background).toMatch(/^rgba?\(/);
        expect(alpha === undefined || Number(alpha) === 1).toBe(true);
        const results = await new AxeBuilder({ page })
          .include('dialog.age-gate')
          .withRules(['color-contrast'])
          .analyze();
        expect(results.violations.flatMap((v) => v.nodes.map((n) => n.html))).toEqual([]);
      }));
  }
});

describe('finding 21: a toast does not cover the header', () => {
  for (const device of DEVICES) {
    it(`shows "added to cart" below the header's search box and controls (${device})`, async () => {
      const products = await apiProducts();
      const product = products.find(
        (p) => p.sell.sellBy === 'u' && p.sizes.length === 0 && p.sell.inStock > 2,
      ) as ApiProduct;
      await asVisitor(kit.browser, { language: 'en', device }, async (context) => {
        const page = await openShop(context, `/product/${product.url}`, 'en');
        await chooseEveryOption(page, 'en');
        await page.getByRole('button', { name: TEXT.en.addToCart }).click();
        const toast = page
          .getByRole('alert')
          .filter({ hasText: TEXT.en.added(product.lng.eng.name) });
        await toast.waitFor();
        const box = (locator: ReturnType<Page['locator']>) =>
          locator.evaluate((element) => {
            const { top, bottom, left, right } = element.getBoundingClientRect();
            return { top, bottom, left, right };
          });
        const shown = await box(toast);
        const header = await box(page.locator('header').first());
        // Below the header while it is in view (a phone has scrolled to the button), and never
        // over the search box.
        expect(shown.top).toBeGreaterThanOrEqual(Math.max(header.bottom, 0));
        // The search box, where the header shows one (a phone keeps it in the closed menu).
        if ((await page.getByRole('search').count()) > 0) {
          const search = await box(page.getByRole('search').first());
          const overlaps =
            shown.left < search.right &&
            search.left < shown.right &&
            shown.top < search.bottom &&
            search.top < shown.bottom;
          expect(overlaps).toBe(false);
        }
      });
    });
  }
});

describe('finding 8: the Italian 404 and blog', () => {
  it('answers a missing Italian address with the Italian 404 page', () =>
    asVisitor(kit.browser, { language: 'it' }, async (context) => {
      const page = await context.newPage();
      const response = await page.goto(siteUrl('/it/pagina_che_non_esiste'), {
        waitUntil: 'domcontentloaded',
      });
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { level: 1, name: 'Pagina non trovata' }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('it');
      // Still Italian once the page has hydrated (the age gate opens after hydration).
      await ageGate(page, 'it').waitFor();
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
        'Pagina non trovata',
      );
    }));

  it('shows each blog post in Italian under /it and in English without', async () => {
    const res = await fetch(`${baseUrl}/api/posts`);
    const { posts } = (await res.json()) as {
      posts: { slug: string; cuid: string; title: string; itaTitle: string }[];
    };
    expect(posts.length).toBeGreaterThan(0);
    await asVisitor(kit.browser, { language: 'it' }, async (context) => {
      const page = await openShop(context, '/it/posts', 'it');
      for (const post of posts) {
        expect(post.itaTitle).not.toBe('');
        await page.getByRole('link', { name: post.itaTitle, exact: true }).waitFor();
      }
      const [post] = posts;
      if (!post) return;
      await visit(page, `/it/posts/${post.slug}-${post.cuid}`);
      await page.getByRole('heading', { level: 1, name: post.itaTitle }).waitFor();
    });
    // An English reader (an Italian one who has chosen Italiano is sent to /it by the site).
    const [post] = posts;
    if (!post) return;
    await asVisitor(kit.browser, { language: 'en' }, async (context) => {
      const page = await openShop(context, `/posts/${post.slug}-${post.cuid}`, 'en');
      await page.getByRole('heading', { level: 1, name: post.title }).waitFor();
    });
  });
});
