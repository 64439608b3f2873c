import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/core/money/currency';
import { insertOrder, pickProducts, type InsertedOrder } from '../support/orders';
import { asCustomer, main, newCustomer, type Customer } from './support/checkout';
import { dbQuery } from './support/db';
import { buttonReady, expectNoViolations, hasFocus } from './support/forms';
import { mailsTo } from './support/outbox';
import { eventually } from './support/pages';
import { browserTestKit } from './support/browser-test-kit';

const kit = browserTestKit({ database: true });

/**
 * Issue 7 in one administrator's browser: ship a paid order, cancel another (its stock comes
 * back), read the sales chart of this month, answer a contact message by mail. Texts are
 * written out so a lost translation fails.
 */
const T = {
  orders: 'Orders',
  orderLink: (no: number) => `Order ${no}`,
  orderHeading: (no: number) => `Order ${no}`,
  actions: 'Order actions',
  shipOrder: 'Ship order',
  shipDialog: (no: number) => `Ship order ${no}`,
  tracking: 'Tracking number',
  comments: 'Comments for the customer',
  confirm: 'Confirm',
  cancelOrder: 'Cancel order',
  cancelDialog: (no: number) => `Cancel order ${no}`,
  reason: 'Reason (optional)',
  salesChart: 'Sales over time',
  showTable: 'Show as a table',
  inbox: 'Inbox messages',
  reply: 'Reply',
  sendReply: 'Send reply',
  replySent: (email: string) => `Reply sent to ${email}`,
};

let admin: Customer;
let buyer: Customer;
let toShip: InsertedOrder;
let toCancel: InsertedOrder;
let cancelledSku: string;

async function stockOf(sku: string): Promise<number> {
  const rows = await dbQuery<{ in_stock: number }>('select in_stock from products where sku = $1', [
    sku,
  ]);
  return rows[0]?.in_stock ?? Number.NaN;
}

async function orderState(id: string) {
  const rows = await dbQuery<{ status: string; tracking_no: string }>(
    'select status, tracking_no from orders where id = $1',
    [id],
  );
  return rows[0];
}

async function openOrder(page: Page, order: InsertedOrder) {
  const table = main(page).getByRole('table', { name: T.orders });
  await table.waitFor();
  await table.getByRole('link', { name: T.orderLink(order.orderNo), exact: true }).click();
  const heading = main(page).getByRole('heading', { name: T.orderHeading(order.orderNo) });
  await heading.waitFor();
  await eventually(() => hasFocus(heading)).toBe(true);
}

beforeAll(async () => {
  admin = await newCustomer('A');
  buyer = await newCustomer('C');
  const [first, second] = await pickProducts(kit.db, 2);
  if (!first || !second) throw new Error('two products needed');
  cancelledSku = second.sku;
  const customer = { id: buyer.id, email: buyer.email };
  toShip = await insertOrder(kit.db, { customer, lines: [{ product: first, quantity: 1 }] });
  toCancel = await insertOrder(kit.db, { customer, lines: [{ product: second, quantity: 2 }] });
});

describe('the administrator runs the business', () => {
  it('ships a paid order with its tracking number', async () => {
    const { context, page } = await asCustomer(kit.browser, admin, '/admin_orders', 'en');
    try {
      await openOrder(page, toShip);
      const actions = main(page).getByRole('group', { name: T.actions });
      await actions.getByRole('button', { name: T.shipOrder }).click();
      const dialog = page.getByRole('dialog', { name: T.shipDialog(toShip.orderNo) });
      await dialog.getByLabel(T.tracking).fill('TRK-E2E-1');
      await dialog.getByLabel(T.comments).fill('Two boxes');
      await expectNoViolations(page);
      await dialog.getByRole('button', { name: T.confirm }).click();
      await dialog.waitFor({ state: 'detached' });
      await eventually(() => orderState(toShip.id)).toEqual({
        status: 'S',
        tracking_no: 'TRK-E2E-1',
      });
      // Shipped orders cannot be cancelled: the button is gone.
      await eventually(() => actions.getByRole('button', { name: T.cancelOrder }).count()).toBe(0);
      await eventually(async () => (await mailsTo(buyer.email)).length).toBeGreaterThan(0);
      const [mail] = await mailsTo(buyer.email);
      expect(mail?.text).toContain('TRK-E2E-1');
    } finally {
      await context.close();
    }
  });

  it('cancels another order and its stock comes back', async () => {
    const before = await stockOf(cancelledSku);
    const { context, page } = await asCustomer(
      kit.browser,
      admin,
      `/admin_orders?order=${toCancel.id}`,
      'en',
    );
    try {
      await main(page)
        .getByRole('heading', { name: T.orderHeading(toCancel.orderNo) })
        .waitFor();
      const actions = main(page).getByRole('group', { name: T.actions });
      await (await buttonReady(page, T.cancelOrder)).click();
      const dialog = page.getByRole('dialog', { name: T.cancelDialog(toCancel.orderNo) });
      await dialog.getByLabel(T.reason).fill('Customer asked by phone');
      await dialog.getByRole('button', { name: T.confirm }).click();
      await dialog.waitFor({ state: 'detached' });
      await eventually(async () => (await orderState(toCancel.id))?.status).toBe('Z');
      expect(await stockOf(cancelledSku)).toBe(before + 2);
      await eventually(() => actions.getByRole('button', { name: T.shipOrder }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it("reads this month's sales chart, which counts the shipped order", async () => {
    const { context, page } = await asCustomer(kit.browser, admin, '/admin_sales', 'en');
    try {
      const chart = main(page).getByRole('figure', { name: T.salesChart });
      await chart.waitFor();
      // recharts draws its svg once the figures have arrived and the page has mounted.
      const drawing = chart.getByRole('img', { name: /^Daily sales and turnover/ });
      await drawing.waitFor();
      await eventually(() => drawing.locator('path').count()).toBeGreaterThan(0);
      await chart.getByText(T.showTable).click();
      const table = chart.getByRole('table');
      await table.waitFor();
      const today = new Date().toISOString().slice(0, 10);
      const rows = await dbQuery<{ turnover: string }>(
        `select coalesce(sum(i.item_inc_tax), 0) as turnover
           from order_items i join orders o on o.id = i.order_id
          where o.placed_at::date = $1::date and o.status <> 'Z' and i.shipped and i.status <> 'Z'`,
        [today],
      );
      const turnover = Number(rows[0]?.turnover ?? 0);
      expect(turnover).toBeGreaterThan(0);
      const euros = formatMoney(turnover, 'EUR', 'en');
      await eventually(() => table.innerText()).toContain(euros);
      await expectNoViolations(page);
    } finally {
      await context.close();
    }
  });

  it('answers a contact message by mail', async () => {
    const sender = `writer-${Date.now().toString(36)}@example.com`;
    const subject = `Strap length ${Date.now().toString(36)}`;
    await dbQuery(
      `insert into messages (name, email, subject, message, lng) values ($1, $2, $3, $4, 'en')`,
      ['Giulia Verdi', sender, subject, 'How long is the strap of the tote?'],
    );
    const { context, page } = await asCustomer(kit.browser, admin, '/admin_messages', 'en');
    try {
      const inbox = main(page).getByRole('list', { name: T.inbox });
      await inbox.getByRole('button', { name: new RegExp(subject) }).click();
      const reply = main(page).getByRole('textbox', { name: T.reply });
      await reply.fill('It is 120 cm and can be shortened.');
      await (await buttonReady(page, T.sendReply)).click();
      await page.getByText(T.replySent(sender)).waitFor();
      await expectNoViolations(page);
      const rows = await dbQuery<{ status: string; reply: string }>(
        'select status, reply from messages where email = $1',
        [sender],
      );
      expect(rows[0]).toEqual({ status: 'R', reply: 'It is 120 cm and can be shortened.' });
      const [mail] = await mailsTo(sender);
      expect(mail?.text).toContain('It is 120 cm and can be shortened.');
      expect(mail?.text).toContain('How long is the strap of the tote?');
    } finally {
      await context.close();
    }
  });
});
