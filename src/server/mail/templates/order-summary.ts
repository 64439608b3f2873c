import type { ShopCartAddress } from '../../../core/cart/shop-cart';
import { formatMoney } from '../../../core/money/currency';
import type { MailLanguage } from '../links';

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

const WORDS = {
  en: {
    tbc: 'price to be confirmed once weighed',
    items: 'Items',
    delivery: { std: 'Standard delivery', exp: 'Express delivery' },
    taxIncluded: 'of which tax',
    tax: 'Tax',
    total: 'Total',
    between: (from: string, to: string) =>
      from === to ? `Expected delivery: ${from}` : `Expected delivery: between ${from} and ${to}`,
    payment: { STRIPE: 'card', PAYPAL: 'PayPal' },
    paidBy: (how: string) => `Paid by ${how}.`,
    phone: 'Telephone',
    notes: 'Notes',
  },
  it: {
    tbc: 'prezzo da confermare dopo la pesatura',
    items: 'Articoli',
    delivery: { std: 'Consegna standard', exp: 'Consegna espressa' },
    taxIncluded: 'di cui IVA',
    tax: 'IVA',
    total: 'Totale',
    between: (from: string, to: string) =>
      from === to ? `Consegna prevista: ${from}` : `Consegna prevista: tra il ${from} e il ${to}`,
    payment: { STRIPE: 'carta', PAYPAL: 'PayPal' },
    paidBy: (how: string) => `Pagato con ${how}.`,
    phone: 'Telefono',
    notes: 'Note',
  },
} as const;

const LOCALES: Record<MailLanguage, string> = { en: 'en-GB', it: 'it-IT' };

/** "3 March 2025" / "3 marzo 2025"; the date is a calendar day, read in UTC as it was written. */
export function mailDate(lng: MailLanguage, isoDate: string): string {
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
export function itemLines(lng: MailLanguage, order: OrderMailOrder): string {
  return order.items
    .map((item) => {
      const choices = [item.packDescr, item.size, item.color, item.style].filter(Boolean);
      const what = choices.length ? `${item.name} (${choices.join(', ')})` : item.name;
      const price = item.tbc ? WORDS[lng].tbc : formatMoney(item.itemIncTax, order.currency, lng);
      return `${item.quantity} × ${what} [${item.sku}]: ${price}`;
    })
    .join('\n');
}

export function totalLines(lng: MailLanguage, order: OrderMailOrder): string {
  const words = WORDS[lng];
  const money = (cents: number) => formatMoney(cents, order.currency, lng);
  const delivery = order.deliveryType === 'exp' ? words.delivery.exp : words.delivery.std;
  return [
    `${words.items}: ${money(order.cartIncTax)}`,
    `${delivery}: ${money(order.deliveryIncTax)}`,
    ...(order.taxIncluded ? [] : [`${words.tax}: ${money(order.totalTax)}`]),
    `${words.total}: ${money(order.totalIncTax)}` +
      (order.taxIncluded ? ` (${words.taxIncluded} ${money(order.totalTax)})` : ''),
  ].join('\n');
}

export function addressLines(lng: MailLanguage, address: OrderMailAddress): string {
  const words = WORDS[lng];
  const cityLine = [address.addrCode, address.addrCity, address.addrRegion]
    .filter(Boolean)
    .join(' ');
  return [
    address.addrName,
    address.addrLine1,
    address.addrLine2,
    cityLine,
    address.country,
    address.addrTel ? `${words.phone}: ${address.addrTel}` : '',
    address.addrEmail,
    address.addrComments ? `${words.notes}: ${address.addrComments}` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

/** The expected delivery dates and how the order was paid, or '' when neither is known. */
export function deliveryAndPayment(lng: MailLanguage, order: OrderMailOrder): string {
  const words = WORDS[lng];
  const lines: string[] = [];
  if (order.deliveryFrom && order.deliveryTo) {
    lines.push(words.between(mailDate(lng, order.deliveryFrom), mailDate(lng, order.deliveryTo)));
  }
  if (order.paymentType === 'STRIPE' || order.paymentType === 'PAYPAL') {
    lines.push(words.paidBy(words.payment[order.paymentType]));
  }
  return lines.join('\n');
}
