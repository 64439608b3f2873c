import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/core/money/currency';
import { insertOrder, pickProducts, type InsertedOrder } from '../support/orders';
import { asCustomer, main, newCustomer, type Customer } from './support/checkout';
import { dbQuery } from './support/db';
import { expectNoViolations } from './support/forms';
import { eventually } from './support/pages';
import { browserTestKit } from './support/browser-test-kit';

const kit = browserTestKit({ database: true });

/**
 * Issue 26.5 in the owner's browser: an order shows one state, what it owes agrees with it, and
 * an action that is not there says why. Texts are written out so a lost translation fails.
 */
const T = {
  heading: (no: number) => `Order ${no}`,
  actions: 'Order actions',
  shipOrder: 'Ship order',
  shipItem: 'Ship item',
  markPaid: 'Mark as paid',
  complete: 'Complete',
  nothing: 'Nothing more can be done to this order.',
  awaiting: 'Awaiting shipment',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  unpaid: 'Unpaid',
  weight: 'Weight of one unit, in grams',
  saveWeight: 'Save weight',
  notNow: 'Not possible now',
  shipCancelled: 'Ship order: the order is cancelled.',
  shipUnpaid:
    'Ship order: the order has not been paid in full. Mark it as paid, or complete it to ask the customer for the rest, before shipping.',
  shipShipped: 'Ship order: the order has been shipped.',
};

let admin: Customer;
let buyer: Customer;
const euros = (cents: number) => formatMoney(cents, 'EUR', 'en');

async function totalOf(id: string): Promise<number> {
  const rows = await dbQuery<{ total_inc_tax: number }>(
    'select total_inc_tax from orders where id = $1',
    [id],
  );
  return Number(rows[0]?.total_inc_tax ?? Number.NaN);
}

async function openAdminOrder(order: InsertedOrder) {
  const opened = await asCustomer(kit.browser, admin, `/admin_orders?order=${order.id}`, 'en');
  await main(opened.page)
    .getByRole('heading', { name: T.heading(order.orderNo) })
    .waitFor();
  return opened;
}

const badge = (page: Page) => main(page).getByTestId('admin-order-status');
const whyNot = (page: Page) => main(page).getByRole('list', { name: T.notNow });
const itemStates = (page: Page) => main(page).getByTestId('admin-item-status').allInnerTexts();

/** The buyer's /orders card of one order: its status and what it still owes. */
async function customerSees(order: InsertedOrder) {
  const { context, page } = await asCustomer(kit.browser, buyer, '/orders', 'en');
  try {
    const card = main(page)
      .getByTestId('order')
      .filter({ has: page.getByRole('heading', { name: T.heading(order.orderNo) }) });
    await card.waitFor();
    const due = card.getByTestId('order-amount-due');
    return {
      status: await card.getByTestId('order-status').innerText(),
      due: (await due.count()) > 0 ? await due.innerText() : null,
      lines: await card.getByTestId('line-status').allInnerTexts(),
    };
  } finally {
    await context.close();
  }
}

beforeAll(async () => {
  admin = await newCustomer('A');
  buyer = await newCustomer('C');
});

describe('an order shows one state (issue 26.5)', () => {
  it('a cancelled, refunded order owes nothing and no line awaits shipment', async () => {
    const [first, second] = await pickProducts(kit.db, 2);
    const order = await insertOrder(kit.db, {
      customer: { id: buyer.id, email: buyer.email },
      status: 'Z',
      paymentStatus: 'U',
      lines: [
        { product: first!, quantity: 2 },
        { product: second!, quantity: 1 },
      ],
    });
    const total = await totalOf(order.id);
    // Its card payment went back when it was cancelled (payments/order-refunds.ts).
    await dbQuery(
      `insert into payments (order_id, provider, provider_id, amount, status)
       values ($1, 'STRIPE', $2, $3, 'refunded')`,
      [order.id, `pi_states_${order.orderNo}`, total],
    );
    const { context, page } = await openAdminOrder(order);
    try {
      await eventually(() => badge(page).innerText()).toBe(T.cancelled);
      expect(await main(page).getByTestId('admin-order-amount-due').innerText()).toBe(euros(0));
      expect(await main(page).getByTestId('admin-order-payment-status').innerText()).toBe(
        T.refunded,
      );
      expect(await main(page).getByTestId('admin-order-amount-refunded').innerText()).toBe(
        euros(total),
      );
      expect(await itemStates(page)).toEqual([T.cancelled, T.cancelled]);
      expect(await main(page).getByText(T.awaiting).count()).toBe(0);
      expect(await whyNot(page).getByRole('listitem').allInnerTexts()).toContain(T.shipCancelled);
      await expectNoViolations(page);
    } finally {
      await context.close();
    }
    expect(await customerSees(order)).toEqual({
      status: T.cancelled,
      due: null,
      lines: [T.cancelled, T.cancelled],
    });
  });

  it('after weighing, status and payment agree and the missing ship buttons are explained', async () => {
    const [product] = await pickProducts(kit.db, 1);
    const order = await insertOrder(kit.db, {
      customer: { id: buyer.id, email: buyer.email },
      lines: [{ product: product!, quantity: 1 }],
    });
    // A line sold by weight at €20.00 a kilo, not weighed yet (as the weights API test has it).
    await dbQuery(
      `update order_items set sell_by = 'w', weighed = false, unit_price = 2000,
         product_weight = 0, item_inc_tax = 0, item_tax = 0, item_ex_tax = 0 where id = $1`,
      [order.itemIds[0]],
    );
    const { context, page } = await openAdminOrder(order);
    try {
      const actions = main(page).getByRole('group', { name: T.actions });
      await actions.getByRole('button', { name: T.shipOrder }).waitFor();
      await main(page).getByLabel(T.weight).fill('50000');
      await main(page).getByRole('button', { name: T.saveWeight }).click();
      // 50 kg at €20.00 a kilo: the order grew beyond what was paid and owes again.
      await eventually(() => badge(page).innerText()).toBe(T.unpaid);
      expect(await main(page).getByTestId('admin-order-payment-status').innerText()).toBe(T.unpaid);
      expect(await actions.getByRole('button', { name: T.shipOrder }).count()).toBe(0);
      expect(await main(page).getByRole('button', { name: T.shipItem }).count()).toBe(0);
      await actions.getByRole('button', { name: T.markPaid }).waitFor();
      expect(await whyNot(page).getByRole('listitem').allInnerTexts()).toContain(T.shipUnpaid);
      const due = await main(page).getByTestId('admin-order-amount-due').innerText();
      expect(due).not.toBe(euros(0));
      await expectNoViolations(page);
      expect(await customerSees(order)).toMatchObject({ status: T.unpaid, due });
    } finally {
      await context.close();
    }
  });

  it('a shipped order can be completed, and "nothing more" is never said above a button', async () => {
    const [product] = await pickProducts(kit.db, 1);
    const order = await insertOrder(kit.db, {
      customer: { id: buyer.id, email: buyer.email },
      status: 'S',
      lines: [{ product: product!, quantity: 1, shippedDate: new Date() }],
    });
    const { context, page } = await openAdminOrder(order);
    try {
      const actions = main(page).getByRole('group', { name: T.actions });
      await actions.getByRole('button', { name: T.complete }).waitFor();
      expect(await main(page).getByText(T.nothing).count()).toBe(0);
      expect(await whyNot(page).getByRole('listitem').allInnerTexts()).toContain(T.shipShipped);
    } finally {
      await context.close();
    }
  });
});
