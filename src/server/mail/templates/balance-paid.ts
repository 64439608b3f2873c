import { formatMoney } from '../../../core/money/currency';
import { siteLink } from '../links';
import type { Language } from '../../../core/routes/languages';
import { composeMail } from './compose';
import type { MailContent } from './mail-content';
import { mailTexts } from './mail-texts';

/** What both balance mails tell: which order, what was paid now, in total, and what is left. */
export interface BalancePaid {
  orderNo: number;
  currency: string;
  /** Cents paid at /pay now. */
  amount: number;
  /** The order's total in cents, after its weights and changes. */
  totalIncTax: number;
}

/** The customer paid what was still due on an order at its /pay link: thanks and a receipt. */
export function balancePaidMail(p: { lng: Language; name: string } & BalancePaid): MailContent {
  const t = mailTexts(p.lng);
  const paid = formatMoney(p.amount, p.currency, p.lng);
  const total = formatMoney(p.totalIncTax, p.currency, p.lng);
  return composeMail(p.lng, t('mail.balancePaid.subject', { orderNo: p.orderNo }), [
    t('mail.greeting', { name: p.name }),
    t('mail.balancePaid.body', { paid, orderNo: p.orderNo, total }),
    { link: siteLink(p.lng, '/orders'), label: t('mail.myOrders'), plain: true },
    t('mail.replyQuestions'),
  ]);
}

/** Tells the shop (in English) that an order's balance was paid at its /pay link. */
export function balancePaidShopMail(p: { customerEmail: string } & BalancePaid): MailContent {
  const t = mailTexts('en');
  const paid = formatMoney(p.amount, p.currency, 'en');
  const total = formatMoney(p.totalIncTax, p.currency, 'en');
  return composeMail('en', t('mail.balancePaidShop.subject', { orderNo: p.orderNo }), [
    t('mail.balancePaidShop.body', { orderNo: p.orderNo, paid }),
    [
      t('mail.balancePaidShop.customer', { email: p.customerEmail }),
      t('mail.balancePaidShop.total', { total }),
    ].join('\n'),
    { link: siteLink('en', '/admin_orders'), label: t('mail.shop.openOrders') },
  ]);
}
