import type { Locator, Page } from 'playwright-core';
import { mkdir } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertOrder, pickProducts, type InsertedOrder } from '../support/orders';
import { asCustomer, main, newCustomer, type Customer } from './support/checkout';
import { dbQuery } from './support/db';
import { expectNoViolations } from './support/forms';
import { animationsSettled, eventually, visit } from './support/pages';
import { browserTestKit } from './support/browser-test-kit';

const kit = browserTestKit({ database: true });

/**
 * Issue 26.6: the back office on a 390 × 844 phone. The owner works an order with one thumb
 * (opens it from the list, ships an item, marks a return, weighs a line) with every control
 * inside the screen and nothing wider than it; the product list starts on the first screen,
 * its filters behind a button; a reference table's actions are on screen too. Texts are
 * written out so a lost translation fails.
 */
const T = {
  openOrder: (no: number) => `Order ${no}`,
  heading: (no: number) => `Order ${no}`,
  shipItem: 'Ship item',
  shipDialog: (name: string, no: number) => `Ship ${name} from order ${no}`,
  tracking: 'Tracking number',
  confirm: 'Confirm',
  markReturn: 'Mark for return',
  weight: 'Weight of one unit, in grams',
  saveWeight: 'Save weight',
  shipped: 'Shipped',
  marked: /^Marked for return\n/,
  filters: 'Filters',
  filtersActive: 'Filters (1 active)',
  onSale: 'On Sale Products',
  showResults: /^Show \d+ products?$/,
  edit: 'Edit',
  stock: 'Stock',
  delete: 'Delete',
};

const SHOTS = '/tmp/phone-shots';

let admin: Customer;
let order: InsertedOrder;
let toShip: string;
let toWeigh: string;
let toReturn: string;

beforeAll(async () => {
  admin = await newCustomer('A');
  const buyer = await newCustomer('C');
  const [first, second, third] = await pickProducts(kit.db, 3);
  if (!first || !second || !third) throw new Error('three products needed');
  [toShip, toWeigh, toReturn] = [first.eng.name, second.eng.name, third.eng.name];
  order = await insertOrder(kit.db, {
    customer: { id: buyer.id, email: buyer.email },
    // The newest order, so it heads the list.
    placedAt: new Date(),
    lines: [
      { product: first, quantity: 1 },
      { product: second, quantity: 1 },
      { product: third, quantity: 1, shippedDate: new Date() },
    ],
  });
  // The second line is sold by weight at €20.00 a kilo and not weighed yet.
  await dbQuery(
    `update order_items set sell_by = 'w', weighed = false, unit_price = 2000,
       product_weight = 0, item_inc_tax = 0, item_tax = 0, item_ex_tax = 0 where id = $1`,
    [order.itemIds[1]],
  );
  await mkdir(SHOTS, { recursive: true });
});

/** Wider content than the screen is what makes a phone page scroll sideways. */
const sideways = (page: Page) =>
  page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);

/**
 * Where a control sits across the screen, read before anything scrolls it: a tap (like a
 * keyboard focus) would scroll a too-wide table sideways to reach it, which is what a phone
 * user cannot see is possible.
 */
async function across(control: Locator) {
  await control.waitFor();
  return control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { left: box.left >= 0, right: box.right <= window.innerWidth };
  });
}

/** Taps a control after checking it sits inside the screen, as a thumb needs it. */
async function tap(control: Locator) {
  expect(await across(control)).toEqual({ left: true, right: true });
  await control.tap();
}

/** What the screen shows, to look at (the test asserts what matters). */
async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

const item = (page: Page, name: string) =>
  main(page).getByTestId('admin-order-item').filter({ hasText: name });

describe('the back office on a 390 × 844 phone', () => {
  it('works an order with one thumb, every control on screen', async () => {
    const { context, page } = await asCustomer(kit.browser, admin, '/admin_orders', 'en', 'mobile');
    try {
      const link = main(page).getByRole('link', { name: T.openOrder(order.orderNo), exact: true });
      await link.waitFor();
      await shot(page, 'orders');
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      // The row's last facts (total, status) are on screen too, not past its right edge.
      const row = main(page)
        .getByTestId('admin-order-row')
        .filter({ has: page.getByRole('link', { name: T.openOrder(order.orderNo), exact: true }) });
      // Every fact but the tracking number, which this order has not got yet.
      const cells = row.locator('td').filter({ visible: true });
      expect(await cells.count()).toBe(6);
      for (const cell of await cells.all()) {
        expect(await across(cell)).toEqual({ left: true, right: true });
      }
      await tap(link);
      await main(page)
        .getByRole('heading', { name: T.heading(order.orderNo) })
        .waitFor();
      await item(page, toShip).scrollIntoViewIfNeeded();
      await shot(page, 'order');
      expect(await sideways(page)).toBeLessThanOrEqual(0);

      // Ship one item, in its dialog.
      await tap(item(page, toShip).getByRole('button', { name: T.shipItem }));
      const dialog = page.getByRole('dialog', { name: T.shipDialog(toShip, order.orderNo) });
      await dialog.getByLabel(T.tracking).fill('PX 26');
      await tap(dialog.getByRole('button', { name: T.confirm }));
      await dialog.waitFor({ state: 'detached' });
      await eventually(() => item(page, toShip).getByTestId('admin-item-status').innerText()).toBe(
        T.shipped,
      );

      // Mark the shipped line for return.
      await tap(item(page, toReturn).getByRole('button', { name: T.markReturn }));
      await eventually(() =>
        item(page, toReturn).getByTestId('admin-item-status').innerText(),
      ).toMatch(T.marked);

      // Weigh the line sold by weight.
      const weigh = item(page, toWeigh);
      const grams = weigh.getByLabel(T.weight);
      expect(await across(grams)).toEqual({ left: true, right: true });
      await grams.fill('1250');
      await tap(weigh.getByRole('button', { name: T.saveWeight }));
      await eventually(async () => {
        const rows = await dbQuery<{ product_weight: number; weighed: boolean }>(
          'select product_weight, weighed from order_items where id = $1',
          [order.itemIds[1]],
        );
        return rows[0];
      }).toEqual({ product_weight: 1250, weighed: true });
      await item(page, toWeigh).scrollIntoViewIfNeeded();
      await shot(page, 'order-worked');
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      await expectNoViolations(page);
    } finally {
      await context.close();
    }
  });

  it('starts the product list on the first screen, its filters behind a button', async () => {
    const { context, page } = await asCustomer(
      kit.browser,
      admin,
      '/admin_product',
      'en',
      'mobile',
    );
    try {
      const first = main(page).getByTestId('admin-product-row').first();
      await first.waitFor();
      await shot(page, 'products');
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      await expectNoViolations(page);
      const top = await first.evaluate((row) => row.getBoundingClientRect().top + window.scrollY);
      expect(top).toBeLessThan(await page.evaluate(() => window.innerHeight));
      for (const name of [T.edit, T.stock, T.delete]) {
        const control = first.getByRole(name === T.edit ? 'link' : 'button', { name });
        expect(await across(control)).toEqual({ left: true, right: true });
      }

      // The boxes wait in a sheet the Filters button opens; a check there narrows the list.
      const onSale = page.getByRole('checkbox', { name: T.onSale });
      expect(await onSale.isVisible()).toBe(false);
      await tap(main(page).getByRole('button', { name: T.filters, exact: true }));
      const sheet = page.getByRole('dialog', { name: T.filters });
      await sheet.waitFor();
      await animationsSettled(page);
      await tap(sheet.getByRole('checkbox', { name: T.onSale }));
      await shot(page, 'products-filters');
      await tap(sheet.getByRole('button', { name: T.showResults }));
      await sheet.waitFor({ state: 'hidden' });
      await main(page).getByRole('button', { name: T.filtersActive }).waitFor();
      expect(page.url()).toContain('sale');
    } finally {
      await context.close();
    }
  });

  it('shows the reference tables with every button on screen', async () => {
    const { context, page } = await asCustomer(kit.browser, admin, '/admin_brand', 'en', 'mobile');
    try {
      for (const [path, name] of [
        ['/admin_brand', 'brands'],
        ['/admin_color', 'colours'],
      ] as const) {
        await visit(page, path);
        const buttons = main(page).locator('tbody').getByRole('button', { name: T.edit });
        await buttons.first().waitFor();
        await shot(page, name);
        expect(await sideways(page)).toBeLessThanOrEqual(0);
        for (const button of await main(page).locator('tbody button').all()) {
          expect(await across(button)).toEqual({ left: true, right: true });
        }
      }
    } finally {
      await context.close();
    }
  });
});
