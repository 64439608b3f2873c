import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingMails } from '../../src/server/mail/mail-queue';
import { customers, products } from '../../src/server/db/schema';
import type { RunningSimulator } from '../../src/tools/payment-simulator';
import type { ProductRow } from '../support/orders';
import { signedInAs, type TestApp } from '../support/test-app';
import {
  cartFor,
  cartOf,
  checkoutFixture,
  eventsOf,
  orderMailsFor,
  orderRow,
  paidByCard,
  paymentRows,
  simCalls,
  stockOf,
  stockedProduct,
  type Shopper,
} from './checkout-support';

let t: TestApp;
let sim: RunningSimulator;
let bag: ProductRow;
let scarf: ProductRow;

checkoutFixture(async (app) => {
  ({ t, sim } = app);
  bag = await stockedProduct(t, 0, 20);
  scarf = await stockedProduct(t, 1, 20);
});
afterEach(() => {
  vi.unstubAllEnvs();
});

const orderConfirm = (who: Shopper, cartId: string) =>
  t.send('POST', '/api/order_confirm', { cartId, agreeTerms: true }, who.headers);

interface PlacedOrder {
  _id: string;
  orderNo: number;
  status: string;
  placedAt: string;
  payment: { status: string; type: string };
  items: { sku: string; quantity: number }[];
  delivery: { totalIncTax: number };
}

describe('order_confirm', () => {
  it('refuses a cart that is not paid', async () => {
    const who = await signedInAs(t.db, 'C');
    const cart = await cartFor(t, who, [{ product: bag, quantity: 1 }]);
    const res = await orderConfirm(who, cart.cartId);
    expect(res.status).toBe(402);
    expect(res.body).toEqual({
      code: 'PAYMENT_FAILED',
      message: 'Your payment did not go through',
    });
    expect((await orderRow(t, cart._id)).placedAt).toBeNull();
    expect(await stockOf(t, bag.id)).toBe(20);
  });

  it('places a paid cart: the order, its stock, its events and two mails', async () => {
    const who = await signedInAs(t.db, 'C');
    const bagStock = await stockOf(t, bag.id);
    const scarfStock = await stockOf(t, scarf.id);
    const cart = await cartFor(t, who, [
      { product: bag, quantity: 2 },
      { product: scarf, quantity: 3 },
    ]);
    await paidByCard(t, who, cart.cartId);

    const res = await orderConfirm(who, cart.cartId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.cart).toBeNull();
    const order = res.body.order as PlacedOrder;
    expect(order).toMatchObject({
      _id: cart._id,
      status: 'P',
      payment: { status: 'P', type: 'STRIPE' },
      delivery: { totalIncTax: cart.delivery.totalIncTax },
    });
    expect(order.items.map((item) => [item.sku, item.quantity]).sort()).toEqual(
      [
        [bag.sku, 2],
        [scarf.sku, 3],
      ].sort(),
    );

    expect(await stockOf(t, bag.id)).toBe(bagStock - 2);
    expect(await stockOf(t, scarf.id)).toBe(scarfStock - 3);
    expect(await eventsOf(t, cart._id)).toEqual(['paid', 'placed']);

    // GET orders shows the same order; the cart is no longer a cart.
    const listed = await t.get('/api/orders', who.headers);
    // GET orders adds what the order still owes (docs/api-accounts.md): paid, nothing.
    expect(listed.body.orders).toEqual([{ ...order, amountDue: 0 }]);
    expect((await t.get(`/api/get_cart?token=${cart.cartId}`, who.headers)).status).toBe(404);

    const mails = await orderMailsFor(who.email);
    expect(mails.customer).toHaveLength(1);
    expect(mails.customer[0]!.subject).toBe(`Order confirmation no. ${order.orderNo}`);
    expect(mails.customer[0]!.text).toContain('Via Roma 1');
    expect(mails.shop).toHaveLength(1);
    expect(mails.shop[0]!.to).toBe('orders@example.com');
    expect(mails.shop[0]!.subject).toBe(`New order no. ${order.orderNo}`);
  });

  it('writes to an Italian customer in Italian', async () => {
    const who = await signedInAs(t.db, 'C');
    // Mails follow the account's "Language of our emails" (order-mails-language.test.ts).
    await t.db.update(customers).set({ lng: 'it' }).where(eq(customers.id, who.id));
    const cart = await cartFor(t, who, [{ product: bag, quantity: 1 }], 'it');
    await paidByCard(t, who, cart.cartId);
    const res = await orderConfirm(who, cart.cartId);
    expect(res.status).toBe(200);
    const { customer, shop } = await orderMailsFor(who.email);
    const orderNo = (res.body.order as PlacedOrder).orderNo;
    expect(customer[0]!.subject).toBe(`Conferma dell'ordine n. ${orderNo}`);
    expect(customer[0]!.text).toContain('Italia');
    expect(shop[0]!.text).toContain('Language: Italian');
  });

  it('keeps the order when its mails cannot be sent, and its mails in the queue', async () => {
    const who = await signedInAs(t.db, 'C');
    const cart = await cartFor(t, who, [{ product: scarf, quantity: 1 }]);
    await paidByCard(t, who, cart.cartId);
    vi.stubEnv('SMTP_HOST', '127.0.0.1');
    vi.stubEnv('SMTP_PORT', '9');
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await orderConfirm(who, cart.cartId);
    const logged = log.mock.calls.map((call) => String(call[0]));
    log.mockRestore();

    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await orderRow(t, cart._id)).placedAt).not.toBeNull();
    expect(logged.filter((line) => line.includes('not sent (attempt 1)'))).toHaveLength(2);
    // Both wait for a later flush (tests/api/faults-mail-down.test.ts sends them).
    const waiting = (await pendingMails(t.db)).filter(
      (mail) => mail.recipient === who.email || mail.replyTo === who.email,
    );
    expect(waiting.map((mail) => mail.attempts)).toEqual([1, 1]);
  });

  it('answers SOLD_OUT, refunds the payment and keeps the cart when stock ran out after paying', async () => {
    const who = await signedInAs(t.db, 'C');
    const lamp = await stockedProduct(t, 2, 5);
    const bagStock = await stockOf(t, bag.id);
    const cart = await cartFor(t, who, [
      { product: bag, quantity: 1 },
      { product: lamp, quantity: 2 },
    ]);
    const payment = await paidByCard(t, who, cart.cartId);
    // Someone else bought the lamps meanwhile.
    await t.db.update(products).set({ inStock: 1 }).where(eq(products.id, lamp.id));

    const res = await orderConfirm(who, cart.cartId);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('SOLD_OUT');
    expect(res.body.message).toBe(
      'Sorry, an item in your cart has just sold out. Your payment has been refunded and your cart updated.',
    );
    // The cart as it is now: the lamp line cut to what is left, priced again, unpaid.
    const refreshed = cartOf(res);
    expect(refreshed.payment.status).toBe('U');
    const lampLine = refreshed.items.find((item) => item.sku === lamp.sku);
    expect(lampLine?.quantity).toBe(1);
    expect(refreshed.notices).toContainEqual({ sku: lamp.sku, code: 'QUANTITY_REDUCED' });

    // Nothing was taken from stock, not even the bag that was there.
    expect(await stockOf(t, bag.id)).toBe(bagStock);
    expect(await stockOf(t, lamp.id)).toBe(1);

    const order = await orderRow(t, cart._id);
    expect(order).toMatchObject({
      placedAt: null,
      paymentStatus: 'U',
      paymentId: '',
      paymentRef: '',
    });
    expect(await eventsOf(t, cart._id)).toEqual(['paid', 'sold_out', 'payment_refunded']);
    const [row] = await paymentRows(t, cart._id);
    expect(row).toMatchObject({ providerId: payment.id, status: 'refunded' });
    const refunds = simCalls(sim, 'POST', /^\/v1\/refunds$/).filter(
      (call) => call.idempotencyKey === `refund-${payment.id}`,
    );
    expect(refunds).toHaveLength(1);
    expect((await orderMailsFor(who.email)).customer).toHaveLength(0);

    // The customer pays for the cart as it is now and the order goes through.
    const newPayment = await paidByCard(t, who, cart.cartId);
    expect(newPayment.id).not.toBe(payment.id);
    expect((await orderConfirm(who, cart.cartId)).status).toBe(200);
    expect(await stockOf(t, lamp.id)).toBe(0);
  });

  it('never sells into the minimum stock', async () => {
    const who = await signedInAs(t.db, 'C');
    const case_ = await stockedProduct(t, 3, 10, 2);
    const cart = await cartFor(t, who, [{ product: case_, quantity: 3 }]);
    await paidByCard(t, who, cart.cartId);
    // Stock falls to 4 with a floor of 2: only 2 can be sold.
    await t.db.update(products).set({ inStock: 4 }).where(eq(products.id, case_.id));
    const res = await orderConfirm(who, cart.cartId);
    expect(res.status).toBe(409);
    expect(await stockOf(t, case_.id)).toBe(4);
  });
});
