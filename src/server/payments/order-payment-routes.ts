import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { parseBody, parseQuery } from '../http/validate';
import { confirmBalancePayment, createBalancePayment } from './balance-payment';
import { linkedOrder } from './linked-order';
import { paymentLinkFields } from './order-payment-schemas';
import { orderPaymentView } from './order-payment-view';

/**
 * Paying what a placed order still owes, from the link mailed to the customer
 * (docs/api-admin.md, "Paying a requested amount"). No sign-in: the link's key is the proof.
 */
export const orderPaymentRoutes = new Hono<AppEnv>()
  .get('/order_payment', async (c) => {
    const order = await linkedOrder(c.get('db'), parseQuery(c, paymentLinkFields));
    return c.json({ order: await orderPaymentView(c.get('db'), order.id) });
  })
  .post('/order_payment_create', async (c) => {
    const link = await parseBody(c, paymentLinkFields);
    return c.json(await createBalancePayment(c.get('db'), link));
  })
  .post('/order_payment_confirm', async (c) => {
    const link = await parseBody(c, paymentLinkFields);
    return c.json(await confirmBalancePayment(c.get('db'), link));
  });
