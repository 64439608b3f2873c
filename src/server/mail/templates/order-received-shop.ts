import { siteLink } from '../links';
import type { Language } from '../../../core/routes/languages';
import { composeMail } from './compose';
import type { MailContent } from './mail-content';
import { languageName, mailTexts } from './mail-texts';
import { orderBlocks, type OrderMailOrder } from './order-summary';

/**
 * Tells the shop (always in English) that a paid order is waiting to be shipped: who ordered,
 * in which language to write back, the lines to pack and where they go.
 */
export function orderReceivedShopMail(p: {
  customerEmail: string;
  customerLng: Language;
  paymentRef: string;
  order: OrderMailOrder;
}): MailContent {
  const { order } = p;
  const t = mailTexts('en');
  return composeMail('en', t('mail.orderReceivedShop.subject', { orderNo: order.orderNo }), [
    t('mail.orderReceivedShop.body', { orderNo: order.orderNo }),
    [
      t('mail.shop.customer', { name: order.address.addrName, email: p.customerEmail }),
      t('mail.shop.language', { language: languageName(p.customerLng, 'en') }),
      ...(p.paymentRef ? [t('mail.orderReceivedShop.paymentRef', { ref: p.paymentRef })] : []),
    ].join('\n'),
    ...orderBlocks('en', order, t('mail.orderReceivedShop.address')),
    { link: siteLink('en', '/admin_orders'), label: t('mail.shop.openOrders') },
  ]);
}
