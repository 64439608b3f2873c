import type { MailLanguage } from '../links';
import { composeMail } from './compose';
import type { MailContent } from './mail-content';
import { mailTexts } from './mail-texts';

/** The shop accepts the return of an item: the customer may send it back. */
export function returnAuthorisedMail(p: {
  lng: MailLanguage;
  name: string;
  orderNo: number;
  itemName: string;
  quantity: number;
}): MailContent {
  const t = mailTexts(p.lng);
  const item = { orderNo: p.orderNo, quantity: p.quantity, item: p.itemName };
  return composeMail(p.lng, t('mail.returnAuthorised.subject', { orderNo: p.orderNo }), [
    t('mail.greeting', { name: p.name }),
    t('mail.returnAuthorised.body', item),
    t('mail.returnAuthorised.next'),
  ]);
}
