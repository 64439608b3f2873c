import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments } from '../../src/server/db/schema';
import { paymentKey } from '../../src/server/payments/pay-link';
import { createTestApp, signedInAs, type TestApp } from '../support/test-app';
import { action, orderRow, placedOrder, type Account } from './admin-orders-support';

let t: TestApp;
let admin: Account;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t.db, 'A');
});
afterAll(async () => {
  await t.drop();
});

const DUE = 5710;

/** Issue 26.1's order: paid by card, then weighed heavier, so €57.10 is still due. */
async function weighedOrder() {
  const order = await placedOrder(t.db);
  const { totalIncTax } = await orderRow(t.db, order.id);
  await t.db.insert(payments).values({
    orderId: order.id,
    provider: 'STRIPE',
    providerId: `pi_${order.orderNo}`,
    amount: totalIncTax - DUE,
    status: 'succeeded',
  });
  await t.db.update(orders).set({ paymentStatus: 'U' }).where(eq(orders.id, order.id));
  return { ...order, totalIncTax };
}

const adminOrder = async (id: string) =>
  (await t.get(`/api/admin_order?_id=${id}`, admin.headers)).body.order as Record<string, unknown>;

describe('admin_order_paid records the money that arrived', () => {
  it('records what was due as a payment: nothing is due on the order page or the pay page', async () => {
    const order = await weighedOrder();
    expect(await adminOrder(order.id)).toMatchObject({ amountDue: DUE });

    const res = await action(t, admin, 'admin_order_paid', {
      _id: order.id,
      reference: 'Till receipt 7',
      method: 'cash',
    });
    expect(res.order).toMatchObject({
      paymentStatus: 'P',
      amountPaid: order.totalIncTax,
      amountDue: 0,
    });
    const shown = await adminOrder(order.id);
    expect(shown).toMatchObject({ amountPaid: order.totalIncTax, amountDue: 0 });
    expect(shown.payments).toEqual([
      expect.objectContaining({ provider: 'STRIPE', amount: order.totalIncTax - DUE }),
      expect.objectContaining({
        provider: 'MANUAL',
        amount: DUE,
        status: 'succeeded',
        method: 'cash',
        reference: 'Till receipt 7',
      }),
    ]);

    const link = `order=${order.id}&key=${encodeURIComponent(paymentKey(order.id))}`;
    const pay = await t.get(`/api/order_payment?${link}`);
    expect(pay.body.order).toMatchObject({ amountPaid: order.totalIncTax, amountDue: 0 });
  });

  it('takes a bank transfer when no method is given, and records nothing when nothing is due', async () => {
    const unpaid = await placedOrder(t.db, { status: 'O', paymentStatus: 'U' });
    const { totalIncTax } = await orderRow(t.db, unpaid.id);
    await action(t, admin, 'admin_order_paid', { _id: unpaid.id });
    expect((await adminOrder(unpaid.id)).payments).toEqual([
      expect.objectContaining({ provider: 'MANUAL', amount: totalIncTax, method: 'bank_transfer' }),
    ]);

    // Paid in full by card, yet marked unpaid: marking it paid adds no money.
    const order = await placedOrder(t.db);
    const row = await orderRow(t.db, order.id);
    await t.db.insert(payments).values({
      orderId: order.id,
      provider: 'STRIPE',
      providerId: `pi_${order.orderNo}`,
      amount: row.totalIncTax,
      status: 'succeeded',
    });
    await t.db.update(orders).set({ paymentStatus: 'U' }).where(eq(orders.id, order.id));
    await action(t, admin, 'admin_order_paid', { _id: order.id });
    expect((await adminOrder(order.id)).payments).toHaveLength(1);
  });

  it('refuses a method it does not know', async () => {
    const order = await weighedOrder();
    await action(t, admin, 'admin_order_paid', { _id: order.id, method: 'cheque' }, 400);
  });
});
