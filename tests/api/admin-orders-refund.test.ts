import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/core/money/currency';
import { customers } from '../../src/server/db/schema';
import type { RunningSimulator } from '../../src/tools/payment-simulator';
import type { ProductRow } from '../support/orders';
import { signedInAs, type TestApp } from '../support/test-app';
import { mailsTo } from './accounts-support';
import {
  cartFor,
  checkoutFixture,
  eventsOf,
  orderRow,
  paidByCard,
  paymentRows,
  simCalls,
  stockOf,
  stockedProduct,
} from './checkout-support';

let t: TestApp;
let sim: RunningSimulator;
let bag: ProductRow;

checkoutFixture(async (app) => {
  ({ t, sim } = app);
  bag = await stockedProduct(t, 0, 20);
});

describe('admin_cancel_order on an order paid by card', () => {
  it('refunds the payment at the provider, restocks and tells the customer in Italian', async () => {
    const admin = await signedInAs(t.db, 'A');
    const who = await signedInAs(t.db, 'C');
    // An Italian customer: their account reads our mails in Italian (the order mails' rule).
    await t.db.update(customers).set({ lng: 'it' }).where(eq(customers.id, who.id));
    const cart = await cartFor(t, who, [{ product: bag, quantity: 2 }], 'it');
    const payment = await paidByCard(t, who, cart.cartId);
    const placed = await t.send(
      'POST',
      '/api/order_confirm',
      { cartId: cart.cartId, agreeTerms: true },
      who.headers,
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(await stockOf(t, bag.id)).toBe(18);
    const paid = await orderRow(t, cart._id);
    expect(paid.paymentStatus).toBe('P');

    const res = await t.send('POST', '/api/admin_cancel_order', { _id: cart._id }, admin.headers);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.order).toMatchObject({
      status: 'Z',
      paymentStatus: 'U',
      amountPaid: 0,
      payments: [{ provider: 'STRIPE', providerId: payment.id, status: 'refunded' }],
    });
    expect(await stockOf(t, bag.id)).toBe(20);
    const [row] = await paymentRows(t, cart._id);
    expect(row?.status).toBe('refunded');
    expect(simCalls(sim, 'POST', /\/v1\/refunds/)).toHaveLength(1);
    const actions = await eventsOf(t, cart._id);
    expect(actions).toEqual(
      expect.arrayContaining(['cancel_refund', 'cancel', 'payment_refunded']),
    );
    const mail = (await mailsTo(who.email)).find((m) => m.subject.includes('annullato'));
    expect(mail?.subject).toBe(`Il tuo ordine n. ${paid.orderNo} è stato annullato`);
    expect(mail?.text).toContain(`Ti rimborsiamo ${formatMoney(paid.totalIncTax, 'EUR', 'it')}`);
  });
});
