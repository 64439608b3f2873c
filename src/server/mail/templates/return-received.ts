import type { MailLanguage } from '../links';
import { composeMail } from './compose';
import type { MailContent } from './mail-content';
import { mailTexts } from './mail-texts';

/** The returned item has arrived back at the shop. */
export function returnReceivedMail(p: {
  lng: MailLanguage;
  name: string;
  orderNo: number;
  itemName: string;
  quantity: number;
}): MailContent {
  const t = mailTexts(p.lng);
  const item = { orderNo: p.orderNo, quantity: p.quantity, item: p.itemName };
  return composeMail(p.lng, t('mail.returnReceived.subject', { orderNo: p.orderNo }), [
    t('mail.greeting', { name: p.name }),
    t('mail.returnReceived.body', item),
    t('mail.replyQuestions'),
  ]);
}
