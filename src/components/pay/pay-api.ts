import { getJson, sendJson } from '../../state/api-client';
import type { CardIntent } from '../checkout/checkout-api';
import type { PayLink } from './pay-link';

/** GET order_payment's order: what it is for and what it still owes (cents). */
export interface OrderToPay {
  _id: string;
  orderNo: number;
  currency: string;
  deliveryIncTax: number;
  totalIncTax: number;
  amountPaid: number;
  amountDue: number;
  status: string;
  paymentStatus: string;
  statusLabel: string;
  items: {
    _id: string;
    sku: string;
    name: string;
    itaName: string;
    quantity: number;
    itemIncTax: number;
    status: string;
    size: string;
    color: string;
    itaColor: string;
    style: string;
    itaStyle: string;
    packDescr: string;
    itaPackDescr: string;
    /** Cents per bought item (per kg when weight-priced). */
    unitPrice: number;
    sellPack: number;
    sellBy: string;
    weighed: boolean;
    /** Grams per unit. */
    productWeight: number;
  }[];
}

type LinkBody = Pick<PayLink, 'order' | 'key'>;
const linkBody = ({ order, key }: LinkBody) => ({ order, key });

export const orderToPay = (link: LinkBody, signal?: AbortSignal) =>
  getJson<{ order: OrderToPay }>(
    `order_payment?order=${encodeURIComponent(link.order)}&key=${encodeURIComponent(link.key)}`,
    signal,
  ).then((answer) => answer.order);

/** A PaymentIntent for what is due, in the shape the checkout's card step confirms. */
export async function createOrderPayment(link: LinkBody): Promise<CardIntent> {
  const intent = await sendJson<Omit<CardIntent, 'type'>>(
    'POST',
    'order_payment_create',
    linkBody(link),
  );
  return { ...intent, type: 'STRIPE' };
}

export const confirmOrderPayment = (link: LinkBody) =>
  sendJson<{ order: OrderToPay }>('POST', 'order_payment_confirm', linkBody(link)).then(
    (answer) => answer.order,
  );
