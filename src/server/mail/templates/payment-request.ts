import { formatMoney } from '../../../core/money/currency';
import type { MailLanguage } from '../links';
import { composeMail } from './compose';
import type { MailContent } from './mail-content';

/** The order is complete but not (fully) paid: the customer is asked to pay what is due. */
export function paymentRequestMail(p: {
  lng: MailLanguage;
  name: string;
  orderNo: number;
  amountDue: number;
  currency: string;
  /** The /pay link (src/server/orders/payment-link.ts). */
  link: string;
}): MailContent {
  const money = formatMoney(p.amountDue, p.currency, p.lng);
  if (p.lng === 'it') {
    return composeMail('it', `Pagamento dell'ordine n. ${p.orderNo}`, [
      `Ciao ${p.name},`,
      `il tuo ordine n. ${p.orderNo} è pronto. Resta da pagare ${money}: puoi farlo in modo sicuro da questo link.`,
      { link: p.link, label: `Paga ${money}` },
      'Per qualsiasi domanda rispondi pure a questa email.',
    ]);
  }
  return composeMail('en', `Payment for order no. ${p.orderNo}`, [
    `Hello ${p.name},`,
    `Your order no. ${p.orderNo} is ready. ${money} is still to pay: you can pay it safely from this link.`,
    { link: p.link, label: `Pay ${money}` },
    'If you have any questions, just reply to this email.',
  ]);
}
