import { formatMoney } from '../../../core/money/currency';
import type { Language } from '../../../core/routes/languages';
import { composeMail } from './compose';
import type { MailContent } from './mail-content';
import { mailTexts } from './mail-texts';

/** The shop cancelled the order; `refunded` is what goes back to the customer's payment. */
export function orderCancelledMail(p: {
  lng: Language;
  name: string;
  orderNo: number;
  reason: string;
  refunded: number;
  currency: string;
}): MailContent {
  const t = mailTexts(p.lng);
  const amount = formatMoney(p.refunded, p.currency, p.lng);
  return composeMail(p.lng, t('mail.orderCancelled.subject', { orderNo: p.orderNo }), [
    t('mail.greeting', { name: p.name }),
    t('mail.orderCancelled.body', { orderNo: p.orderNo }),
    ...(p.reason ? [t('mail.reason', { reason: p.reason })] : []),
    ...(p.refunded > 0 ? [t('mail.orderCancelled.refund', { amount })] : []),
    t('mail.orderCancelled.questions'),
  ]);
}
