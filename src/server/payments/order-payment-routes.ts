import * as z from 'zod';
import { defineRoute, schemaAnswer } from '../http/route/define-route';
import { parseBody } from '../http/validate';
import { confirmBalancePayment, createBalancePayment } from './balance-payment';
import { linkedOrder } from './linked-order';
import { PAYMENT_FAILED, PROVIDER_DOWN } from './payment-call-texts';
import { paymentLinkFields } from './order-payment-schemas';
import { LINK_KEY_HEADER, LINK_KEY_HEADER_NOTE, linkKeyOf } from '../http/link-key';
import { orderPaymentView } from './order-payment-view';
import { balancePaymentSchema, orderPaymentViewSchema } from './payment-answers';

/**
 * Paying what a placed order still owes, from the link mailed to the customer
 * (docs/api-admin.md, "Paying a requested amount"). No sign-in: the link's key is the proof.
 * The link's fields are read leniently by each call (a dead link is 404, never 400).
 */

const ORDER_VIEW =
  'The order and what it owes: { _id, orderNo, currency, totalIncTax, amountPaid, amountDue, status, items, … }';
/** `{ order }`: the order's /pay view. */
const orderViewAnswer = schemaAnswer({
  description: '{ order }',
  schema: z.object({ order: orderPaymentViewSchema.describe(ORDER_VIEW) }),
});
const DEAD_LINK = 'LINK_INVALID: wrong key, or an unknown, unplaced or cancelled order';

export const orderPaymentCall = defineRoute(
  {
    method: 'GET',
    path: '/order_payment',
    summary: 'What a /pay link’s order still owes',
    tag: 'checkout',
    access: 'public',
    query: paymentLinkFields,
    headers: { [LINK_KEY_HEADER]: LINK_KEY_HEADER_NOTE },
    lenientInput: true,
    answer: orderViewAnswer,
    errors: { 404: DEAD_LINK },
  },
  async (c) => {
    const link = paymentLinkFields.parse({ ...c.req.query(), key: linkKeyOf(c, 'key') });
    const order = await linkedOrder(c.get('db'), link);
    return { order: await orderPaymentView(c.get('db'), order.id) };
  },
);

export const orderPaymentCreateCall = defineRoute(
  {
    method: 'POST',
    path: '/order_payment_create',
    summary: 'A card payment for what the order owes',
    tag: 'checkout',
    access: 'public',
    body: paymentLinkFields,
    lenientInput: true,
    answer: schemaAnswer({
      description: '{ id, clientSecret, publishableKey, amount, currency, status }',
      schema: balancePaymentSchema,
    }),
    errors: { 404: DEAD_LINK, 409: 'ORDER_ALREADY_PAID: nothing is due', 503: PROVIDER_DOWN },
  },
  async (c) => createBalancePayment(c.get('db'), await parseBody(c, paymentLinkFields)),
);

export const orderPaymentConfirmCall = defineRoute(
  {
    method: 'POST',
    path: '/order_payment_confirm',
    summary: 'Check the balance payment with Stripe',
    tag: 'checkout',
    access: 'public',
    body: paymentLinkFields,
    lenientInput: true,
    answer: orderViewAnswer,
    errors: { 402: PAYMENT_FAILED, 404: DEAD_LINK, 503: PROVIDER_DOWN },
  },
  async (c) => confirmBalancePayment(c.get('db'), await parseBody(c, paymentLinkFields)),
);

/** In the document's order: the page reads the order, then pays and checks. */
export const ORDER_PAYMENT_ROUTES = [
  orderPaymentCall,
  orderPaymentCreateCall,
  orderPaymentConfirmCall,
] as const;
