import type { ShopCart } from '../../core/cart/shop-cart';
import type { LineOptionNames } from '../../core/orders/line-options';
import { type ContentLanguage, localText } from '../../core/routes/languages';
import type { PlacedDelivery, PlacedOrder } from './placed-order';

/** One line of a checkout summary; a null price is "TBC" (weight-priced, not yet weighed). */
export interface SummaryLine {
  key: string;
  name: string;
  url: string;
  /** The chosen options in both languages (shown in the page's, useLineText). */
  options: LineOptionNames;
  /** How the line is sold, so its price says what it is the price of (a pack, a kg). */
  basis: { sellBy: string; sellPack: number; packDescr: string };
  quantity: number;
  unitPrice: number | null;
  total: number | null;
}

/** A summary's totals in cents, as the server computed them. */
export interface SummaryTotals {
  currency: string;
  taxIncluded: boolean;
  items: number;
  delivery: number;
  tax: number;
  total: number;
  /** Some line's price is TBC: the figures leave it out until it is weighed. */
  hasTbc: boolean;
}

export interface SummaryFigures {
  lines: SummaryLine[];
  totals: SummaryTotals;
}

const inLanguage = (english: string, italian: string, lng: ContentLanguage) =>
  localText(english, italian, lng);

/**
 * Prices are entered tax-inclusive or not (the site's payment settings); the items and delivery
 * lines follow that, the tax line says how much of the total is tax, the total includes it.
 */
function totalsOf(
  delivery: Omit<PlacedDelivery, 'deliveryDate'>,
  currency: string,
  taxIncluded: boolean,
  hasTbc: boolean,
): SummaryTotals {
  return {
    currency,
    taxIncluded,
    items: taxIncluded ? delivery.cartIncTax : delivery.cartExTax,
    delivery: taxIncluded ? delivery.deliveryIncTax : delivery.deliveryExTax,
    tax: delivery.totalTax,
    total: delivery.totalIncTax,
    hasTbc,
  };
}

export function cartFigures(cart: ShopCart, lng: ContentLanguage): SummaryFigures {
  const currency = cart.delivery.currency || cart.cart.currency;
  const lines = cart.items.map((item) => ({
    key: item.key,
    name: inLanguage(item.name, item.itaName, lng),
    url: item.url,
    options: item,
    basis: item,
    quantity: item.quantity,
    unitPrice: item.tbc ? null : item.unitPrice,
    total: item.tbc ? null : item.itemIncTax,
  }));
  const hasTbc = cart.cart.hasWeightItems || cart.items.some((item) => item.tbc);
  return { lines, totals: totalsOf(cart.delivery, currency, cart.cart.taxIncluded, hasTbc) };
}

export function orderFigures(order: PlacedOrder, lng: ContentLanguage): SummaryFigures {
  const currency = order.delivery.currency || order.cart.currency;
  const lines = order.items.map((line) => {
    const tbc = line.sellBy === 'w' && !line.weighed;
    return {
      key: line._id,
      name: inLanguage(line.name, line.itaName, lng),
      url: line.url,
      options: { ...line, style: line.style ?? '' },
      basis: { ...line, sellPack: line.sellPack ?? 1 },
      quantity: line.quantity,
      unitPrice: tbc ? null : line.unitPrice,
      total: tbc ? null : line.itemIncTax,
    };
  });
  const totals = totalsOf(
    order.delivery,
    currency,
    order.cart.taxIncluded,
    lines.some((line) => line.total === null),
  );
  return { lines, totals };
}
