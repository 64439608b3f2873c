import { siteLink } from '../links';
import type { Language } from '../../../core/routes/languages';
import { composeMail } from './compose';
import type { MailContent } from './mail-content';
import { mailTexts } from './mail-texts';

/** The shop has completed the order and nothing is left to pay. */
export function orderCompleteMail(p: {
  lng: Language;
  name: string;
  orderNo: number;
}): MailContent {
  const t = mailTexts(p.lng);
  return composeMail(p.lng, t('mail.orderComplete.subject', { orderNo: p.orderNo }), [
    t('mail.greeting', { name: p.name }),
    t('mail.orderComplete.body', { orderNo: p.orderNo }),
    { link: siteLink(p.lng, '/orders'), label: t('mail.myOrders'), plain: true },
  ]);
}
