import { formatMoney } from '../../../core/money/currency';
import type { MailLanguage } from '../links';
import { composeMail } from './compose';
import type { MailContent } from './mail-content';

/** The shop cancelled the order; `refunded` is what goes back to the customer's payment. */
export function orderCancelledMail(p: {
  lng: MailLanguage;
  name: string;
  orderNo: number;
  reason: string;
  refunded: number;
  currency: string;
}): MailContent {
  const money = formatMoney(p.refunded, p.currency, p.lng);
  if (p.lng === 'it') {
    return composeMail('it', `Il tuo ordine n. ${p.orderNo} è stato annullato`, [
      `Ciao ${p.name},`,
      `ti informiamo che il tuo ordine n. ${p.orderNo} è stato annullato.`,
      ...(p.reason ? [`Motivo: ${p.reason}`] : []),
      ...(p.refunded > 0
        ? [
            `Ti rimborsiamo ${money} con lo stesso metodo di pagamento: potrebbero servire alcuni giorni perché il rimborso compaia.`,
          ]
        : []),
      'Per qualsiasi domanda rispondi pure a questa email o scrivici dal sito.',
    ]);
  }
  return composeMail('en', `Your order no. ${p.orderNo} has been cancelled`, [
    `Hello ${p.name},`,
    `We are writing to let you know that your order no. ${p.orderNo} has been cancelled.`,
    ...(p.reason ? [`Reason: ${p.reason}`] : []),
    ...(p.refunded > 0
      ? [`We are refunding ${money} to the way you paid: it may take a few days to show.`]
      : []),
    'If you have any questions, just reply to this email or write to us from the site.',
  ]);
}
