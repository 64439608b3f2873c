import { siteLink } from '../links';
import type { Language } from '../../../core/routes/languages';
import { composeMail } from './compose';
import type { MailContent } from './mail-content';
import { mailTexts } from './mail-texts';
import { orderBlocks, type OrderMailOrder } from './order-summary';

/**
 * Tells the customer, in the order's language, that the order is placed and paid: what they
 * bought, what they paid, where and when it goes, and where to follow it (their orders page).
 */
export function orderConfirmationMail(p: {
  lng: Language;
  name: string;
  order: OrderMailOrder;
}): MailContent {
  const { lng, order } = p;
  const t = mailTexts(lng);
  return composeMail(lng, t('mail.orderConfirmation.subject', { orderNo: order.orderNo }), [
    t('mail.greeting', { name: p.name }),
    t('mail.orderConfirmation.body', { orderNo: order.orderNo }),
    ...orderBlocks(lng, order, t('mail.orderConfirmation.address')),
    t('mail.orderConfirmation.follow'),
    { link: siteLink(lng, '/orders'), label: t('mail.myOrders') },
  ]);
}
