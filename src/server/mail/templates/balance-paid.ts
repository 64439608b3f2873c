import { formatMoney } from '../../../core/money/currency';
import { siteLink, type MailLanguage } from '../links';
import { composeMail } from './compose';
import type { MailContent } from './mail-content';

/** What both balance mails tell: which order, what was paid now, in total, and what is left. */
export interface BalancePaid {
  orderNo: number;
  currency: string;
  /** Cents paid at /pay now. */
  amount: number;
  /** The order's total in cents, after its weights and changes. */
  totalIncTax: number;
}

/** The customer paid what was still due on an order at its /pay link: thanks and a receipt. */
export function balancePaidMail(p: { lng: MailLanguage; name: string } & BalancePaid): MailContent {
  const paid = formatMoney(p.amount, p.currency, p.lng);
  const total = formatMoney(p.totalIncTax, p.currency, p.lng);
  const ordersLink = siteLink(p.lng, '/orders');
  if (p.lng === 'it') {
    return composeMail('it', `Pagamento ricevuto per l'ordine n. ${p.orderNo}`, [
      `Ciao ${p.name},`,
      `abbiamo ricevuto il tuo pagamento di ${paid} per l'ordine n. ${p.orderNo}: il totale dell'ordine, ${total}, è saldato. Grazie!`,
      { link: ordersLink, label: 'I miei ordini', plain: true },
      'Per qualsiasi domanda rispondi pure a questa email.',
    ]);
  }
  return composeMail('en', `Payment received for order no. ${p.orderNo}`, [
    `Hello ${p.name},`,
    `We have received your payment of ${paid} for order no. ${p.orderNo}: the order's total, ${total}, is paid in full. Thank you!`,
    { link: ordersLink, label: 'My orders', plain: true },
    'If you have any questions, just reply to this email.',
  ]);
}

/** Tells the shop (in English) that an order's balance was paid at its /pay link. */
export function balancePaidShopMail(p: { customerEmail: string } & BalancePaid): MailContent {
  const paid = formatMoney(p.amount, p.currency, 'en');
  return composeMail('en', `Balance paid for order no. ${p.orderNo}`, [
    `The balance of order no. ${p.orderNo} has been paid by card at its payment link: ${paid}.`,
    `Customer: ${p.customerEmail}\nOrder total: ${formatMoney(p.totalIncTax, p.currency, 'en')}, paid in full.`,
    { link: siteLink('en', '/admin_orders'), label: 'Open the orders' },
  ]);
}
