import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/core/money/currency';
import { insertOrder, pickProducts, type InsertedOrder } from '../support/orders';
import { asCustomer, main, newCustomer, type Customer } from './support/checkout';
import { dbQuery } from './support/db';
import { buttonReady, expectNoViolations } from './support/forms';
import { eventually } from './support/pages';
import { browserTestKit } from './support/browser-test-kit';

const kit = browserTestKit({ database: true });

/**
 * Issue 26.1 in the administrator's browser: marking an unpaid order paid (cash, with a
 * reference) records the money, so the order page shows it as a payment and nothing due.
 * Texts are written out so a lost translation fails.
 */
const T = {
  orderHeading: (no: number) => `Order ${no}`,
  markPaid: 'Mark as paid',
  receive: 'Receive return',
  dialog: (no: number) => `Mark order ${no} as paid`,
  method: 'How it was paid',
  cash: 'cash',
  reference: 'Payment reference (optional)',
  confirm: 'Confirm',
};

let admin: Customer;
let order: InsertedOrder;
let total: number;
/** A shipped order of two units paid by bank transfer, one unit on its way back. */
let returning: InsertedOrder;
let returningLine: number;

/** The value beside a label of the order's facts. */
const fact = (page: Page, label: string) =>
  main(page).locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

beforeAll(async () => {
  admin = await newCustomer('A');
  const buyer = await newCustomer('C');
  const [product] = await pickProducts(kit.db, 1);
  if (!product) throw new Error('a product is needed');
  order = await insertOrder(kit.db, {
    customer: { id: buyer.id, email: buyer.email },
    status: 'O',
    paymentStatus: 'U',
    lines: [{ product, quantity: 2 }],
  });
  const rows = await dbQuery<{ total_inc_tax: number }>(
    'select total_inc_tax from orders where id = $1',
    [order.id],
  );
  total = Number(rows[0]?.total_inc_tax);

  returning = await insertOrder(kit.db, {
    customer: { id: buyer.id, email: buyer.email },
    status: 'S',
    lines: [{ product, quantity: 2, status: 'R', shipped: true, shippedDate: new Date() }],
  });
  const [line] = await dbQuery<{ item_inc_tax: number; total_inc_tax: number }>(
    `select i.item_inc_tax, o.total_inc_tax from order_items i join orders o on o.id = i.order_id
      where o.id = $1`,
    [returning.id],
  );
  returningLine = Number(line?.item_inc_tax);
  await dbQuery(
    `insert into payments (order_id, provider, provider_id, amount, status, raw)
     values ($1, 'MANUAL', $2, $3, 'succeeded', '{"method":"bank_transfer","reference":"BT-1"}')`,
    [returning.id, `manual-${returning.id}`, Number(line?.total_inc_tax)],
  );
  await dbQuery(
    `insert into returns (order_id, order_item_id, customer_id, quantity, reason, policy_read, status)
     values ($1, $2, $3, 1, 'Too big', true, 'A')`,
    [returning.id, returning.itemIds[0], buyer.id],
  );
});

describe('marking an order paid', () => {
  it('records the cash that came in: a payment line and nothing due', async () => {
    const { context, page } = await asCustomer(
      kit.browser,
      admin,
      `/admin_orders?order=${order.id}`,
      'en',
    );
    try {
      await main(page)
        .getByRole('heading', { name: T.orderHeading(order.orderNo) })
        .waitFor();
      expect(await fact(page, 'Amount due').innerText()).toBe(formatMoney(total, 'EUR', 'en'));
      await (await buttonReady(page, T.markPaid)).click();
      const dialog = page.getByRole('dialog', { name: T.dialog(order.orderNo) });
      await dialog.getByLabel(T.method).selectOption({ label: T.cash });
      await dialog.getByLabel(T.reference).fill('Till 7');
      await expectNoViolations(page);
      await dialog.getByRole('button', { name: T.confirm }).click();
      await dialog.waitFor({ state: 'detached' });
      await eventually(() => fact(page, 'Amount due').innerText()).toBe(
        formatMoney(0, 'EUR', 'en'),
      );
      expect(await fact(page, 'Amount paid').innerText()).toBe(formatMoney(total, 'EUR', 'en'));
      expect(await fact(page, 'Payments').innerText()).toContain(
        `${formatMoney(total, 'EUR', 'en')} by cash (reference Till 7), `,
      );
      const paid = await dbQuery<{ provider: string; amount: number }>(
        'select provider, amount from payments where order_id = $1',
        [order.id],
      );
      expect(paid).toEqual([{ provider: 'MANUAL', amount: total }]);
    } finally {
      await context.close();
    }
  });

  it("receiving a return shows the item's price refunded on the payment", async () => {
    const { context, page } = await asCustomer(
      kit.browser,
      admin,
      `/admin_orders?order=${returning.id}`,
      'en',
    );
    try {
      await main(page)
        .getByRole('heading', { name: T.orderHeading(returning.orderNo) })
        .waitFor();
      const paidBefore = await fact(page, 'Amount paid').innerText();
      await (await buttonReady(page, T.receive)).click();
      const oneUnit = Math.round(returningLine / 2);
      await eventually(() => fact(page, 'Payments').innerText()).toContain(
        `${formatMoney(oneUnit, 'EUR', 'en')} refunded for returns`,
      );
      const paidAfter = await fact(page, 'Amount paid').innerText();
      expect(paidAfter).not.toBe(paidBefore);
      const [row] = await dbQuery<{ total_inc_tax: number }>(
        'select total_inc_tax from orders where id = $1',
        [returning.id],
      );
      expect(paidAfter).toBe(formatMoney(Number(row?.total_inc_tax) - oneUnit, 'EUR', 'en'));
    } finally {
      await context.close();
    }
  });
});
