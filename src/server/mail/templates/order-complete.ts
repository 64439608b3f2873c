import { siteLink, type MailLanguage } from '../links';
import { composeMail } from './compose';
import type { MailContent } from './mail-content';

/** The shop has completed the order and nothing is left to pay. */
export function orderCompleteMail(p: {
  lng: MailLanguage;
  name: string;
  orderNo: number;
}): MailContent {
  const ordersLink = siteLink(p.lng, '/orders');
  if (p.lng === 'it') {
    return composeMail('it', `Il tuo ordine n. ${p.orderNo} è completo`, [
      `Ciao ${p.name},`,
      `il tuo ordine n. ${p.orderNo} è completo. Grazie per aver acquistato da noi!`,
      { link: ordersLink, label: 'I miei ordini', plain: true },
    ]);
  }
  return composeMail('en', `Your order no. ${p.orderNo} is complete`, [
    `Hello ${p.name},`,
    `Your order no. ${p.orderNo} is complete. Thank you for shopping with us!`,
    { link: ordersLink, label: 'My orders', plain: true },
  ]);
}
