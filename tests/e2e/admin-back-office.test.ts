import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertOrder, pickProducts, type InsertedOrder } from '../support/orders';
import { asCustomer, main, newCustomer, type Customer } from './support/checkout';
import { dbQuery } from './support/db';
import { buttonReady, expectNoViolations } from './support/forms';
import { eventually, reload, visit } from './support/pages';
import type { Language } from './support/texts';
import { browserTestKit } from './support/browser-test-kit';

const kit = browserTestKit({ database: true });

/**
 * Issue 16, finding 13: the back office as an administrator reads it. The history reads in
 * the order things happened, with each entry's day and minute on a 24-hour clock; an approved
 * review leaves the reviews waiting for approval; the menu says "Colours" as the shop does;
 * an SKU never breaks over two lines on a phone; shipping with no tracking number is asked
 * about; the storefront footer's cart and newsletter stay out of the back office. Texts are
 * written out so a lost translation fails.
 */
const T = {
  en: {
    history: 'History (oldest first)',
    paymentFailed: 'Payment failed',
    paid: 'Paid',
    placed: 'Order placed',
  },
  it: {
    history: 'Cronologia (dal più vecchio al più recente)',
    paymentFailed: 'Pagamento non riuscito',
    paid: 'Pagato',
    placed: 'Ordine effettuato',
  },
} as const;

const SHIP = {
  shipOrder: 'Ship order',
  dialog: (no: number) => `Ship order ${no}`,
  tracking: 'Tracking number',
  confirm: 'Confirm',
  question: /^Ship without a tracking number\?/,
  withoutTracking: 'Ship without a tracking number',
};

const REVIEWS = {
  waiting: 'Reviews waiting for approval',
  list: 'Reviews',
  approve: (name: string) => new RegExp(`^Approve the review by ${name} of `),
  show: 'Show',
  approvedFilter: 'A',
  approvedHeading: 'Approved reviews',
};

let admin: Customer;
let buyer: Customer;
let withHistory: InsertedOrder;
let toShip: InsertedOrder;

/** The first calls to the API function can take half a minute on a busy machine. */
const SLOW_START = 120_000;

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

beforeAll(async () => {
  admin = await newCustomer('A');
  buyer = await newCustomer('C');
  const [first, second] = await pickProducts(kit.db, 2);
  if (!first || !second) throw new Error('two products needed');
  const customer = { id: buyer.id, email: buyer.email };
  withHistory = await insertOrder(kit.db, {
    customer,
    lines: [{ product: first, quantity: 1 }],
    placedAt: minutesAgo(30),
  });
  toShip = await insertOrder(kit.db, { customer, lines: [{ product: second, quantity: 1 }] });
  // A card refused, then paid by another card: in that order.
  for (const [action, minutes] of [
    ['placed', 30],
    ['payment_failed', 20],
    ['paid', 10],
  ] as const) {
    await dbQuery('insert into order_events (order_id, action, at) values ($1, $2, $3)', [
      withHistory.id,
      action,
      minutesAgo(minutes),
    ]);
  }
});

/** The history's entries, found by its section (whatever its heading says) to read their order. */
async function historyEntries(page: Page) {
  const history = main(page).getByRole('region', { name: /^(History|Cronologia)/ });
  await history.getByRole('listitem').first().waitFor();
  return history.getByRole('listitem');
}

async function orderOpened(page: Page, order: InsertedOrder, language: Language) {
  const title = `${language === 'it' ? 'Ordine' : 'Order'} ${order.orderNo}`;
  // The first calls to the API function can take many seconds on a busy machine.
  await main(page).getByRole('heading', { name: title, exact: true }).waitFor({ timeout: 40_000 });
}

describe('the back office reads as a person expects', () => {
  for (const language of ['en', 'it'] as const) {
    it(
      `lists an order's history oldest first, each with its day and 24-hour time (${language})`,
      async () => {
        const prefix = language === 'it' ? '/it' : '';
        const { context, page } = await asCustomer(
          kit.browser,
          admin,
          `${prefix}/admin_orders?order=${withHistory.id}`,
          language,
        );
        try {
          await orderOpened(page, withHistory, language);
          const entries = await historyEntries(page);
          const texts = await entries.allInnerTexts();
          const at = (label: string) => texts.findIndex((text) => text.startsWith(label));
          const words = T[language];
          expect(at(words.placed)).toBeGreaterThanOrEqual(0);
          expect(at(words.placed)).toBeLessThan(at(words.paymentFailed));
          expect(at(words.paymentFailed)).toBeLessThan(at(words.paid));
          const times = entries.locator('time');
          expect(await times.count()).toBe(texts.length);
          for (const time of await times.all()) {
            const shown = await time.innerText();
            // A day and a minute on a 24-hour clock: "4 Mar 2026, 18:04", never "06:04 PM".
            expect(shown).toMatch(/\d{4},? \d{2}:\d{2}$/);
            expect(shown).not.toMatch(/[AP]M/i);
          }
          const stamps = await times.evaluateAll((nodes) =>
            nodes.map((node) => Date.parse(node.getAttribute('datetime') ?? '')),
          );
          expect(stamps).toEqual([...stamps].sort((a, b) => a - b));
          // The heading says which way the list reads.
          await main(page).getByRole('heading', { name: words.history, exact: true }).waitFor();
          await main(page).getByRole('list', { name: words.history, exact: true }).waitFor();
        } finally {
          await context.close();
        }
      },
      SLOW_START,
    );
  }

  it(
    'asks before shipping an order with no tracking number',
    async () => {
      const { context, page } = await asCustomer(
        kit.browser,
        admin,
        `/admin_orders?order=${toShip.id}`,
        'en',
      );
      try {
        await orderOpened(page, toShip, 'en');
        await (await buttonReady(page, SHIP.shipOrder)).click();
        const dialog = page.getByRole('dialog', { name: SHIP.dialog(toShip.orderNo) });
        await dialog.getByLabel(SHIP.tracking).waitFor();
        await dialog.getByRole('button', { name: SHIP.confirm, exact: true }).click();
        const question = dialog.getByRole('alert');
        await question.waitFor({ timeout: 10_000 });
        expect(await question.innerText()).toMatch(SHIP.question);
        await expectNoViolations(page);
        // Nothing shipped yet: the dialog only asked.
        const status = async () =>
          (
            await dbQuery<{ status: string }>('select status from orders where id = $1', [
              toShip.id,
            ])
          )[0]?.status;
        expect(await status()).toBe('P');
        await dialog.getByRole('button', { name: SHIP.withoutTracking }).click();
        await dialog.waitFor({ state: 'detached' });
        await eventually(status).toBe('S');
      } finally {
        await context.close();
      }
    },
    SLOW_START,
  );

  it(
    'moves an approved review out of the reviews waiting for approval',
    async () => {
      const writer = await newCustomer('C');
      const [product] = await pickProducts(kit.db, 1);
      if (!product) throw new Error('a product needed');
      const nick = `Reviewer${Date.now().toString(36)}`;
      await dbQuery(
        `insert into reviews (customer_id, product_id, sku, nick_name, rating, title, comment, lng, status)
       values ($1, $2, $3, $4, 5, 'Lovely', 'Well made.', 'en', 'P')`,
        [writer.id, product.id, product.sku, nick],
      );
      const waitingCount = async () =>
        Number(
          (await dbQuery<{ n: string }>(`select count(*) as n from reviews where status = 'P'`))[0]
            ?.n,
        );
      const before = await waitingCount();
      const { context, page } = await asCustomer(kit.browser, admin, '/admin_reviews', 'en');
      try {
        await main(page).getByRole('heading', { name: REVIEWS.waiting }).waitFor();
        const list = main(page).getByRole('list', { name: REVIEWS.list });
        const count = main(page)
          .getByRole('status')
          .filter({ hasText: /^\d+ reviews?$/ });
        await eventually(() => count.innerText()).toBe(
          `${before} ${before === 1 ? 'review' : 'reviews'}`,
        );
        const mine = list.getByRole('listitem').filter({ hasText: nick });
        await mine.waitFor();
        await mine.getByRole('button', { name: REVIEWS.approve(nick) }).click();
        await mine.waitFor({ state: 'detached' });
        const after = before - 1;
        await eventually(() => count.innerText()).toBe(
          `${after} ${after === 1 ? 'review' : 'reviews'}`,
        );
        expect(await waitingCount()).toBe(after);

        await reload(page);
        await main(page).getByRole('heading', { name: REVIEWS.waiting }).waitFor();
        await eventually(() => count.innerText()).toBe(
          `${after} ${after === 1 ? 'review' : 'reviews'}`,
        );
        expect(await main(page).getByText(nick).count()).toBe(0);

        await main(page).getByLabel(REVIEWS.show).selectOption(REVIEWS.approvedFilter);
        await main(page).getByRole('heading', { name: REVIEWS.approvedHeading }).waitFor();
        await list.getByRole('listitem').filter({ hasText: nick }).waitFor();
      } finally {
        await context.close();
      }
    },
    SLOW_START,
  );

  it('calls them "Colours" in the admin menu, as the shop does', async () => {
    const { context, page } = await asCustomer(kit.browser, admin, '/admin_orders', 'en');
    try {
      const menu = page.getByRole('banner').getByRole('button', { name: 'Admin', exact: true });
      await menu.click();
      const banner = page.getByRole('banner');
      await banner.getByRole('link', { name: 'Colours', exact: true }).waitFor();
      expect(await banner.getByRole('link', { name: 'Colors' }).count()).toBe(0);
      await banner.getByRole('link', { name: 'Colours', exact: true }).click();
      await main(page).getByRole('heading', { level: 1, name: 'Colours' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it(
    'keeps every SKU on one line in the product table on a phone',
    async () => {
      const { context, page } = await asCustomer(
        kit.browser,
        admin,
        '/admin_product',
        'en',
        'mobile',
      );
      try {
        const skus = main(page).getByRole('table').locator('tbody code');
        await skus.first().waitFor({ timeout: 40_000 });
        const lines = await skus.evaluateAll((nodes) =>
          nodes.map((node) => ({ sku: node.textContent, lines: node.getClientRects().length })),
        );
        expect(lines.filter((sku) => sku.lines !== 1)).toEqual([]);
        // The table scrolls inside its own box; the page itself never scrolls sideways.
        const widths = await page.evaluate(() => ({
          page: document.documentElement.scrollWidth,
          window: window.innerWidth,
        }));
        expect(widths.page).toBeLessThanOrEqual(widths.window);
      } finally {
        await context.close();
      }
    },
    SLOW_START,
  );

  it(
    'shows no shopper cart or newsletter in the footer of an admin screen',
    async () => {
      const { context, page } = await asCustomer(kit.browser, admin, '/admin_orders', 'en');
      try {
        await main(page).getByRole('table').first().waitFor({ timeout: 40_000 });
        const footer = page.getByRole('contentinfo');
        await footer.waitFor();
        expect(await footer.getByRole('heading', { name: 'Your cart' }).count()).toBe(0);
        expect(await footer.getByRole('heading', { name: 'Newsletter' }).count()).toBe(0);
        // The shop's own pages keep both.
        await visit(page, '/cart');
        await footer.getByRole('heading', { name: 'Newsletter' }).waitFor();
        await footer.getByRole('heading', { name: 'Your cart' }).waitFor();
      } finally {
        await context.close();
      }
    },
    SLOW_START,
  );
});
