import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { colors, customers, orderItems, orders, productColors } from '../../src/server/db/schema';
import { listOutbox } from '../../src/server/mail/outbox';
import { paymentKey } from '../../src/server/payments/pay-link';
import { insertOrder, type ProductRow } from '../support/orders';
import { signedInAs, type TestApp } from '../support/test-app';
import {
  ADDRESS,
  cartOf,
  checkoutFixture,
  paidByCard,
  payWithCard,
  stockedProduct,
  type Shopper,
} from './checkout-support';

let t: TestApp;
let bag: ProductRow;

checkoutFixture(async (app) => {
  ({ t } = app);
  bag = await stockedProduct(t, 0, 50);
  const [black] = await t.db.select().from(colors).where(eq(colors.name, 'Black'));
  expect(black?.itaName).toBe('Nero');
  await t.db.insert(productColors).values({ productId: bag.id, colorId: black!.id });
});

/** The seeded site's contact address (company.contact.emailContact): where replies go. */
const SITE_CONTACT = 'info@example.com';

/** A customer whose profile asks for mails in Italian ("Language of our emails"). */
async function italianReader(): Promise<Shopper> {
  const who = await signedInAs(t.db, 'C');
  await t.db.update(customers).set({ lng: 'it' }).where(eq(customers.id, who.id));
  return who;
}

const mailsTo = async (email: string) => listOutbox({ to: email });

describe("order mails in the customer's mail language, replies to the shop", () => {
  it('confirms an order placed on the English site in Italian, naming the colour in Italian', async () => {
    const who = await italianReader();
    const added = await t.send(
      'POST',
      '/api/add_cart',
      { lng: 'en', item: { sku: bag.sku, quantity: 1, color: 'Black' } },
      who.headers,
    );
    expect(added.status, JSON.stringify(added.body)).toBeLessThan(300);
    const cart = cartOf(added);
    expect(cart.items[0]).toMatchObject({ color: 'Black', itaColor: 'Nero' });
    const refreshed = await t.send(
      'POST',
      '/api/refresh_cart',
      { cartId: cart.cartId, address: ADDRESS },
      who.headers,
    );
    expect(refreshed.status).toBe(200);
    await paidByCard(t, who, cart.cartId);
    const res = await t.send(
      'POST',
      '/api/order_confirm',
      { cartId: cart.cartId, agreeTerms: true },
      who.headers,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const order = res.body.order as { orderNo: number; items: Record<string, unknown>[] };
    expect(order.items[0]).toMatchObject({ color: 'Black', itaColor: 'Nero' });

    const [mail] = (await mailsTo(who.email)).filter((m) => m.subject.includes(`${order.orderNo}`));
    expect(mail?.subject).toBe(`Conferma dell'ordine n. ${order.orderNo}`);
    expect(mail?.text).toContain('Nero');
    expect(mail?.text).not.toContain('Black');
    expect(mail?.replyTo).toBe(SITE_CONTACT);
    // GET orders names it both ways too, for /orders and /it/orders.
    const listed = await t.get('/api/orders', who.headers);
    expect((listed.body.orders as (typeof order)[])[0]!.items[0]).toMatchObject({
      itaColor: 'Nero',
    });
  });

  it('asks for payment in Italian with a Reply-To, as "just reply to this email" says', async () => {
    const who = await italianReader();
    const admin = await signedInAs(t.db, 'A');
    const order = await insertOrder(t.db, {
      customer: who,
      status: 'P',
      paymentStatus: 'U',
      lines: [{ product: bag, quantity: 1 }],
    });
    const res = await t.send('POST', '/api/admin_complete_order', { _id: order.id }, admin.headers);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [mail] = (await mailsTo(who.email)).filter((m) => m.subject.includes(`${order.orderNo}`));
    expect(mail?.subject).toBe(`Pagamento dell'ordine n. ${order.orderNo}`);
    expect(mail?.text).toContain('rispondi pure a questa email');
    expect(mail?.replyTo).toBe(SITE_CONTACT);
  });

  it('writes in the order language to a customer with no account', async () => {
    const who = await signedInAs(t.db, 'C');
    const admin = await signedInAs(t.db, 'A');
    const order = await insertOrder(t.db, {
      customer: who,
      status: 'P',
      paymentStatus: 'P',
      lines: [{ product: bag, quantity: 1 }],
    });
    await t.db.update(orders).set({ lng: 'it', customerId: null }).where(eq(orders.id, order.id));
    await t.send('POST', '/api/admin_complete_order', { _id: order.id }, admin.headers);
    const subjects = (await mailsTo(who.email)).map((m) => m.subject);
    expect(subjects).toContain(`Il tuo ordine n. ${order.orderNo} è completo`);
  });
});

describe('a balance paid at /pay', () => {
  it('mails the customer (in their language) and the shop once, and /pay shows the weight', async () => {
    const who = await italianReader();
    const order = await insertOrder(t.db, {
      customer: who,
      status: 'C',
      paymentStatus: 'U',
      lines: [{ product: bag, quantity: 2 }],
    });
    // The line was sold by weight and weighed: 2 × 1,250 g at €20.00 a kilo.
    await t.db
      .update(orderItems)
      .set({ sellBy: 'w', weighed: true, unitPrice: 2000, productWeight: 1250 })
      .where(eq(orderItems.id, order.itemIds[0]!));
    const link = { order: order.id, key: paymentKey(order.id) };
    const view = await t.get(`/api/order_payment?order=${link.order}&key=${link.key}`);
    expect((view.body.order as { items: unknown[] }).items[0]).toMatchObject({
      sellBy: 'w',
      weighed: true,
      unitPrice: 2000,
      productWeight: 1250,
      sellPack: 1,
      quantity: 2,
    });

    const created = await t.send('POST', '/api/order_payment_create', link);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    await payWithCard(created.body.id as string);
    for (let i = 0; i < 2; i++) {
      const res = await t.send('POST', '/api/order_payment_confirm', link);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const customerMails = (await mailsTo(who.email)).filter((m) =>
      m.subject.includes(`${order.orderNo}`),
    );
    expect(customerMails.map((m) => m.subject)).toEqual([
      `Pagamento ricevuto per l'ordine n. ${order.orderNo}`,
    ]);
    expect(customerMails[0]!.replyTo).toBe(SITE_CONTACT);
    const shop = (await listOutbox()).filter(
      (m) =>
        m.subject === `Balance paid for order no. ${order.orderNo}` && m.text.includes(who.email),
    );
    expect(shop).toHaveLength(1);
  });
});
