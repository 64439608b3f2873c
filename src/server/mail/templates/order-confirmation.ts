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

/**
 * Tells the customer, in the order's language, that the order is placed and paid: what they
 * bought, what they paid, where and when it goes, and where to follow it (their orders page).
 */
export function orderConfirmationMail(p: {
  lng: MailLanguage;
  name: string;
  order: OrderMailOrder;
}): MailContent {
  const { lng, order } = p;
  const ordersLink = siteLink(lng, '/orders');
  const summary = deliveryAndPayment(lng, order);
  if (lng === 'it') {
    return composeMail('it', `Conferma dell'ordine n. ${order.orderNo}`, [
      `Ciao ${p.name},`,
      `grazie per il tuo acquisto! Abbiamo ricevuto il pagamento e il tuo ordine n. ${order.orderNo} è confermato.`,
      itemLines(lng, order),
      totalLines(lng, order),
      `Indirizzo di consegna:\n${addressLines(lng, order.address)}`,
      ...(summary ? [summary] : []),
      'Puoi seguire il tuo ordine nella pagina dei tuoi ordini:',
      { link: ordersLink, label: 'I miei ordini' },
    ]);
  }
  return composeMail('en', `Order confirmation no. ${order.orderNo}`, [
    `Hello ${p.name},`,
    `Thank you for your order! We have received your payment and your order no. ${order.orderNo} is confirmed.`,
    itemLines(lng, order),
    totalLines(lng, order),
    `Delivery address:\n${addressLines(lng, order.address)}`,
    ...(summary ? [summary] : []),
    'You can follow your order on your orders page:',
    { link: ordersLink, label: 'My orders' },
  ]);
}
