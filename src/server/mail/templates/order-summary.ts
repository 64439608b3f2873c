import type { ShopCartAddress } from '../../../core/cart/shop-cart';
import { formatMoney } from '../../../core/money/currency';
import type { Language } from '../../../core/routes/languages';
import { mailTexts } from './mail-texts';

/** One line of a placed order, its name and options already in the mail's language. */
export interface OrderMailItem {
  sku: string;
  name: string;
  quantity: number;
  packDescr: string;
  size: string;
  color: string;
  style: string;
  /** Cents for the whole line. */
  itemIncTax: number;
  /** Weight-priced and not weighed yet: no price until it is. */
  tbc: boolean;
}

export interface OrderMailAddress extends Omit<ShopCartAddress, 'addrId' | 'addrCountry'> {
  /** The country's name in the mail's language (the order keeps its ISO code). */
  country: string;
}

/** What both order mails tell: the order as it was placed. Money in cents. */
export interface OrderMailOrder {
  orderNo: number;
  currency: string;
  taxIncluded: boolean;
  cartIncTax: number;
  deliveryIncTax: number;
  totalTax: number;
  totalIncTax: number;
  deliveryType: string;
  /** 'YYYY-MM-DD', or null when no dates were computed. */
  deliveryFrom: string | null;
  deliveryTo: string | null;
  paymentType: string | null;
  address: OrderMailAddress;
  items: OrderMailItem[];
}

const LOCALES: Record<Language, string> = { en: 'en-GB', it: 'it-IT' };

/** "3 March 2025" / "3 marzo 2025"; the date is a calendar day, read in UTC as it was written. */
export function mailDate(lng: Language, isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(LOCALES[lng], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** "2 × Tote bag (Pack of 6, M, red): €178.00" ("178,00 €" in Italian), one per line. */
export function itemLines(lng: Language, order: OrderMailOrder): string {
  return order.items
    .map((item) => {
      const choices = [item.packDescr, item.size, item.color, item.style].filter(Boolean);
      const what = choices.length ? `${item.name} (${choices.join(', ')})` : item.name;
      const price = item.tbc
        ? mailTexts(lng)('mail.order.tbc')
        : formatMoney(item.itemIncTax, order.currency, lng);
      return `${item.quantity} × ${what} [${item.sku}]: ${price}`;
    })
    .join('\n');
}

export function totalLines(lng: Language, order: OrderMailOrder): string {
  const t = mailTexts(lng);
  const money = (cents: number) => formatMoney(cents, order.currency, lng);
  const total = money(order.totalIncTax);
  return [
    t('mail.order.items', { amount: money(order.cartIncTax) }),
    t(order.deliveryType === 'exp' ? 'mail.order.deliveryExp' : 'mail.order.deliveryStd', {
      amount: money(order.deliveryIncTax),
    }),
    ...(order.taxIncluded ? [] : [t('mail.order.tax', { amount: money(order.totalTax) })]),
    order.taxIncluded
      ? t('mail.order.totalTaxIncluded', { amount: total, tax: money(order.totalTax) })
      : t('mail.order.total', { amount: total }),
  ].join('\n');
}

export function addressLines(lng: Language, address: OrderMailAddress): string {
  const t = mailTexts(lng);
  const cityLine = [address.addrCode, address.addrCity, address.addrRegion]
    .filter(Boolean)
    .join(' ');
  return [
    address.addrName,
    address.addrLine1,
    address.addrLine2,
    cityLine,
    address.country,
    address.addrTel ? t('mail.order.phone', { phone: address.addrTel }) : '',
    address.addrEmail,
    address.addrComments ? t('mail.order.notes', { notes: address.addrComments }) : '',
  ]
    .filter(Boolean)
    .join('\n');
}

/** The expected delivery dates and how the order was paid, or '' when neither is known. */
export function deliveryAndPayment(lng: Language, order: OrderMailOrder): string {
  const t = mailTexts(lng);
  const lines: string[] = [];
  if (order.deliveryFrom && order.deliveryTo) {
    const from = mailDate(lng, order.deliveryFrom);
    const to = mailDate(lng, order.deliveryTo);
    lines.push(
      from === to
        ? t('mail.order.deliveryOn', { date: from })
        : t('mail.order.deliveryBetween', { from, to }),
    );
  }
  if (order.paymentType === 'STRIPE' || order.paymentType === 'PAYPAL') {
    lines.push(t(`mail.order.paidBy.${order.paymentType}`));
  }
  return lines.join('\n');
}

/**
 * What a placed order's mail tells of the order, in this order: its lines, its totals, the
 * address under `addressHeading`, then the delivery dates and the payment where known.
 */
export function orderBlocks(
  lng: Language,
  order: OrderMailOrder,
  addressHeading: string,
): string[] {
  const summary = deliveryAndPayment(lng, order);
  return [
    itemLines(lng, order),
    totalLines(lng, order),
    `${addressHeading}\n${addressLines(lng, order.address)}`,
    ...(summary ? [summary] : []),
  ];
}
