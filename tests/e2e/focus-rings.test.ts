import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addFromProductPage,
  asCustomer,
  buyableProducts,
  CHECKOUT_TEXT,
  newCustomer,
  type ShopProduct,
} from './support/checkout';
import { focusRingProblem, tabThrough } from './support/focus-ring';
import { eventually, visit } from './support/pages';
import { TEXT } from './support/texts';
import { browserTestKit } from './support/browser-test-kit';

const kit = browserTestKit();

/*
 * Issue 25.4: every control the keyboard reaches shows a focus ring of 2 px or more at 3:1
 * against what is behind it (WCAG 2.2 2.4.7, 2.4.13), on the shopper's main path, its header
 * menus and footer, and whatever colours the shop's owner picked.
 */

let product: ShopProduct;

beforeAll(async () => {
  product = (await buyableProducts(1))[0]!;
});
afterAll(() => kit.browser?.close());

/** Opens each header menu from the keyboard and checks the ring on every entry. */
async function headerMenus(page: Page): Promise<string[]> {
  const problems: string[] = [];
  const toggles = await page
    .locator('header button[id][aria-expanded]')
    .evaluateAll((els) => els.filter((el) => el.getClientRects().length).map((el) => el.id));
  expect(toggles.length).toBeGreaterThan(1);
  for (const id of toggles) {
    await page.locator(`[id="${id}"]`).focus();
    await page.keyboard.press('ArrowDown');
    const entries = page.locator(`[id="${id}-list"] .dropdown-item`);
    await entries.first().waitFor();
    for (let entry = 0; entry < (await entries.count()); entry += 1) {
      const problem = await focusRingProblem(page);
      if (problem) problems.push(`${id} menu: ${problem}`);
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Escape');
  }
  return problems;
}

/** The colours an owner may pick in the site settings: light text on a dark page. */
const DARK_SCHEME = {
  '--shop-front': '#f2f2f2',
  '--shop-back': '#1c1c1c',
  '--shop-highlight': '#ffd23f',
};

async function paintScheme(page: Page, scheme: Record<string, string>): Promise<void> {
  await page.evaluate((colours) => {
    // The layout sets the settings' colours on its root; the page's own background is body's.
    const targets = [
      document.documentElement,
      ...document.querySelectorAll<HTMLElement>('[style*="--shop-back"]'),
    ];
    for (const target of targets) {
      for (const [name, value] of Object.entries(colours)) target.style.setProperty(name, value);
    }
    document.body.style.background = colours['--shop-back'] ?? '';
  }, scheme);
}

describe('keyboard focus is always visible (issue 25.4)', () => {
  it('home, header menus, product, cart and checkout, header and footer included', async () => {
    const customer = await newCustomer();
    const { context, page } = await asCustomer(kit.browser, customer, '/', 'en');
    try {
      const problems: string[] = [];
      await page.getByRole('heading', { level: 1, name: TEXT.en.homeHeading }).waitFor();
      problems.push(...(await tabThrough(page, 'home')));
      problems.push(...(await headerMenus(page)));

      await addFromProductPage(page, product, 'en');
      // Its toast gone first: one leaving as the Tab reaches its close button takes the focus.
      await page.locator('.Toastify__toast').waitFor({ state: 'detached' });
      problems.push(...(await tabThrough(page, 'product')));
      // "Add to cart" used from the keyboard keeps the focus, and its ring.
      const add = page.getByRole('button', { name: TEXT.en.addToCart });
      await add.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('link', { name: TEXT.en.headerCart(2), exact: true }).waitFor();
      expect(await add.evaluate((el) => el === document.activeElement)).toBe(true);
      const addProblem = await focusRingProblem(page);
      if (addProblem) problems.push(`add to cart: ${addProblem}`);

      await visit(page, '/cart');
      await page.getByRole('list', { name: TEXT.en.cartLines }).getByRole('listitem').waitFor();
      problems.push(...(await tabThrough(page, 'cart')));

      await visit(page, '/checkout');
      await page.getByRole('heading', { name: CHECKOUT_TEXT.en.deliveryStep }).waitFor();
      problems.push(...(await tabThrough(page, 'checkout')));
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('on a dark colour scheme, and in the phone menu', async () => {
    const customer = await newCustomer();
    for (const device of ['desktop', 'mobile'] as const) {
      const { context, page } = await asCustomer(kit.browser, customer, '/it', 'it', device);
      try {
        await page.getByRole('heading', { level: 1, name: TEXT.it.homeHeading }).waitFor();
        await paintScheme(page, DARK_SCHEME);
        if (device === 'mobile') {
          // A tap before React has taken over the page does nothing: tap until it opens.
          const toggle = page.getByRole('button', { name: TEXT.it.menuToggle });
          const menu = page.locator('#main-navbar.show');
          await eventually(async () => {
            if (!(await menu.isVisible())) await toggle.click();
            return menu.isVisible();
          }, 30_000).toBe(true);
        }
        expect(await tabThrough(page, `dark ${device}`)).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });
});
