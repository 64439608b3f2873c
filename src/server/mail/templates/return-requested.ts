import { siteLink } from '../links';
import type { Language } from '../../../core/routes/languages';
import { composeMail } from './compose';
import type { MailContent } from './mail-content';
import { languageName, mailTexts } from './mail-texts';

export interface ReturnRequestFacts {
  orderNo: number;
  itemName: string;
  quantity: number;
  reason: string;
}

/** The customer asked to return an item: we have the request and say what happens next. */
export function returnRequestedMail(p: ReturnRequestFacts & { lng: Language; name: string }) {
  const t = mailTexts(p.lng);
  const item = { orderNo: p.orderNo, quantity: p.quantity, item: p.itemName };
  return composeMail(p.lng, t('mail.returnRequested.subject', { orderNo: p.orderNo }), [
    t('mail.greeting', { name: p.name }),
    t('mail.returnRequested.body', item),
    t('mail.returnRequested.reason', { reason: p.reason }),
    t('mail.returnRequested.wait'),
    { link: siteLink(p.lng, '/returns'), label: t('mail.returnRequested.button') },
  ]);
}

/** Tells the shop (in English, as its other mails) that a return waits for it. */
export function returnRequestedShopMail(
  p: ReturnRequestFacts & {
    orderId: string;
    customerName: string;
    customerEmail: string;
    customerLng: Language;
  },
): MailContent {
  const t = mailTexts('en');
  return composeMail('en', t('mail.returnRequestedShop.subject', { orderNo: p.orderNo }), [
    t('mail.returnRequestedShop.body', { orderNo: p.orderNo }),
    [
      t('mail.shop.customer', { name: p.customerName, email: p.customerEmail }),
      t('mail.shop.language', { language: languageName(p.customerLng, 'en') }),
      t('mail.returnRequestedShop.item', { quantity: p.quantity, item: p.itemName }),
      t('mail.reason', { reason: p.reason }),
    ].join('\n'),
    t('mail.returnRequestedShop.next'),
    {
      link: siteLink('en', '/admin_orders', { order: p.orderId }),
      label: t('mail.returnRequestedShop.button'),
    },
  ]);
}
