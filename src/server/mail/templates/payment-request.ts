import { formatMoney } from '../../../core/money/currency';
import type { Language } from '../../../core/routes/languages';
import { composeMail } from './compose';
import type { MailContent } from './mail-content';
import { mailTexts } from './mail-texts';

/** The order is complete but not (fully) paid: the customer is asked to pay what is due. */
export function paymentRequestMail(p: {
  lng: Language;
  name: string;
  orderNo: number;
  amountDue: number;
  currency: string;
  /** The /pay link (src/server/payments/pay-link.ts). */
  link: string;
}): MailContent {
  const t = mailTexts(p.lng);
  const amount = formatMoney(p.amountDue, p.currency, p.lng);
  return composeMail(p.lng, t('mail.paymentRequest.subject', { orderNo: p.orderNo }), [
    t('mail.greeting', { name: p.name }),
    t('mail.paymentRequest.body', { orderNo: p.orderNo, amount }),
    { link: p.link, label: t('mail.paymentRequest.button', { amount }) },
    t('mail.replyQuestions'),
  ]);
}
