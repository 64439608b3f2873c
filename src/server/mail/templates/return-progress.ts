import { formatMoney } from '../../../core/money/currency';
import type { Language } from '../../../core/routes/languages';
import { composeMail } from './compose';
import type { MailContent } from './mail-content';
import { mailTexts } from './mail-texts';

/** What both mails about a returned item's way back tell. */
interface ReturnProgress {
  lng: Language;
  name: string;
  orderNo: number;
  itemName: string;
  quantity: number;
}

/** Each step's subject, what happened, and what comes next. */
const STEPS = {
  authorised: [
    'mail.returnAuthorised.subject',
    'mail.returnAuthorised.body',
    'mail.returnAuthorised.next',
  ],
  received: ['mail.returnReceived.subject', 'mail.returnReceived.body', 'mail.replyQuestions'],
} as const;

function returnProgressMail(
  step: keyof typeof STEPS,
  p: ReturnProgress,
  extra: readonly string[] = [],
): MailContent {
  const [subject, body, next] = STEPS[step];
  const t = mailTexts(p.lng);
  return composeMail(p.lng, t(subject, { orderNo: p.orderNo }), [
    t('mail.greeting', { name: p.name }),
    t(body, { orderNo: p.orderNo, quantity: p.quantity, item: p.itemName }),
    ...extra,
    t(next),
  ]);
}

/** The shop accepts the return of an item: the customer may send it back. */
export function returnAuthorisedMail(p: ReturnProgress): MailContent {
  return returnProgressMail('authorised', p);
}

/** The returned item has arrived back at the shop; `refunded` goes back to the payment. */
export function returnReceivedMail(
  p: ReturnProgress & { refunded?: number; currency?: string },
): MailContent {
  const t = mailTexts(p.lng);
  const refunded = p.refunded ?? 0;
  const amount = formatMoney(refunded, p.currency ?? 'EUR', p.lng);
  return returnProgressMail(
    'received',
    p,
    refunded > 0 ? [t('mail.returnReceived.refund', { amount })] : [],
  );
}
