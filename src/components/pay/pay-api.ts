import type { AnswerOf } from '../../server/http/route/define-route';
import type {
  orderPaymentCall,
  orderPaymentConfirmCall,
  orderPaymentCreateCall,
} from '../../server/payments/order-payment-routes';
import { apiGet, apiPost, linkKeyHeader } from '../../state/api-client';
import { cardIntent, type CardIntent } from '../checkout/checkout-api';
import type { PayLink } from './pay-link';

/*
 * The pay link's calls answer as declared in server/payments/order-payment-routes.ts (type-only
 * imports, so no server code reaches the browser).
 */

/** GET order_payment's order: what it is for and what it still owes (cents). */
export type OrderToPay = AnswerOf<typeof orderPaymentCall>['order'];

type LinkBody = Pick<PayLink, 'order' | 'key'>;
const linkBody = ({ order, key }: LinkBody) => ({ order, key });

export const orderToPay = (link: LinkBody, signal?: AbortSignal) =>
  apiGet<typeof orderPaymentCall>(
    `order_payment?order=${encodeURIComponent(link.order)}`,
    signal,
    null,
    linkKeyHeader(link.key),
  ).then((answer) => answer.order);

/** A PaymentIntent for what is due, in the shape the checkout's card step confirms. */
export async function createOrderPayment(link: LinkBody): Promise<CardIntent> {
  const made = await apiPost<typeof orderPaymentCreateCall>('order_payment_create', linkBody(link));
  const intent = cardIntent({ ...made, type: 'STRIPE' });
  if (!intent) throw new Error('The payment came without its client secret');
  return intent;
}

export const confirmOrderPayment = (link: LinkBody) =>
  apiPost<typeof orderPaymentConfirmCall>('order_payment_confirm', linkBody(link)).then(
    (answer) => answer.order,
  );
