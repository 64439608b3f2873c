import { siteLink, type MailLanguage } from '../links';
import { composeMail } from './compose';
import type { MailContent } from './mail-content';
import {
  addressLines,
  deliveryAndPayment,
  itemLines,
  totalLines,
  type OrderMailOrder,
} from './order-summary';

const LANGUAGE_NAMES: Record<MailLanguage, string> = { en: 'English', it: 'Italian' };

/**
 * Tells the shop (always in English) that a paid order is waiting to be shipped: who ordered,
 * in which language to write back, the lines to pack and where they go.
 */
export function orderReceivedShopMail(p: {
  customerEmail: string;
  customerLng: MailLanguage;
  paymentRef: string;
  order: OrderMailOrder;
}): MailContent {
  const { order } = p;
  const summary = deliveryAndPayment('en', order);
  return composeMail('en', `New order no. ${order.orderNo}`, [
    `A new order has been placed and paid: no. ${order.orderNo}.`,
    [
      `Customer: ${order.address.addrName} <${p.customerEmail}>`,
      `Language: ${LANGUAGE_NAMES[p.customerLng]}`,
      ...(p.paymentRef ? [`Payment reference: ${p.paymentRef}`] : []),
    ].join('\n'),
    itemLines('en', order),
    totalLines('en', order),
    `Deliver to:\n${addressLines('en', order.address)}`,
    ...(summary ? [summary] : []),
    { link: siteLink('en', '/admin_orders'), label: 'Open the orders' },
  ]);
}
