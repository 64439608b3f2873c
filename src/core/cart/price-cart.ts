import type { Pack, SellBy } from '../catalogue/product';
import { sellableUnits } from '../catalogue/stock';
import { DEFAULT_DELIVERY_DAYS } from '../constants';
import { deliveryDates } from '../delivery/delivery-dates';
import { deliveryDaysFor, formatDeliveryDays } from '../delivery/delivery-days';
import {
  DELIVERY_TYPES,
  deliveryFee,
  deliveryFeeTax,
  type DeliveryFees,
  type DeliveryTaxAmounts,
  type DeliveryType,
} from '../delivery/delivery-fee';
import { chargeTotals, orderCharges } from '../money/charges';
import { isOnSale, salePriceCents } from '../money/sale-price';
import { cartTotals, type CartTotals, type ItemTaxAmounts, type TaxOptions } from './cart-totals';
import type { CartNotice, DeliveryOption } from './shop-cart';

/**
 * The server-side cart's pricing (docs/api-checkout.md, "Cart shape"): every figure comes from
 * the product facts of this moment, never from what a browser last saw.
 */

/** What pricing needs to know of a product, as plain data read from the catalogue. */
export interface CartProductFacts {
  id: string;
  /** A for sale; anything else (Z) is deleted. */
  status: string;
  sellBy: SellBy;
  /** Cents per unit (per kg when sellBy is w). */
  retailPrice: number;
  /** Whole-percent sale discount. */
  salePercent: number;
  packs: readonly Pack[];
  minPurchase: number;
  freeDelivery: boolean;
  inStock: number;
  minStock: number;
  /** Grams per unit. */
  productWeight: number;
}

/** One product in one choice: a cart holds at most one line per key. */
export interface CartLineChoice {
  sku: string;
  size: string;
  color: string;
  style: string;
  /** The chosen pack's English descr; empty for single units. */
  pack: string;
}

export interface CartLineInput extends CartLineChoice {
  /** null when the product row is gone. */
  productId: string | null;
  /** What the customer asked for (stored, or stored plus what is being added). */
  quantity: number;
  /** The unit price the customer was last shown; absent for a line not stored yet. */
  previousUnitPrice?: number;
}

export interface PricedLineFigures extends ItemTaxAmounts {
  key: string;
  quantity: number;
  /** Units per bought item: the pack's quantity, 1 without a pack. */
  sellPack: number;
  /** The least quantity of this line (the product's minimum in units, rounded up to packs). */
  minPurchase: number;
  /** Cents per bought item (per kg when weight-priced), after the sale. */
  unitPrice: number;
  /** Cents per bought item before the sale. */
  retailPrice: number;
  salePercent: number;
  onSale: boolean;
  /** Grams per product unit. */
  productWeight: number;
  /** Grams of the whole line. */
  weight: number;
  sellBy: SellBy;
  tbc: boolean;
  freeDelivery: boolean;
  /** The most this line may hold now, given the other lines of the same product. */
  available: number;
  deliveryDays: string;
  deliveryType: DeliveryType;
}

export type PricedLine<L extends CartLineInput> = Omit<L, keyof PricedLineFigures> &
  PricedLineFigures;

export type DroppedCode = 'REMOVED' | 'OUT_OF_STOCK';

export interface DroppedLine<L extends CartLineInput> {
  line: L;
  code: DroppedCode;
}

/** A delivery country's fees and days (spec section 3, Country). */
export interface DeliveryCountryFacts extends DeliveryFees {
  deliveryStdDays: string;
  deliveryExpressDays: string;
}

export interface PriceCartInput<L extends CartLineInput> {
  lines: readonly L[];
  /** By product id. */
  products: ReadonlyMap<string, CartProductFacts>;
  /** The address's country; null until an address is set. */
  country: DeliveryCountryFacts | null;
  tax: TaxOptions;
  deliveryType: DeliveryType;
  now: Date;
}

export interface CartDelivery extends DeliveryTaxAmounts {
  type: DeliveryType;
  /** The chosen type's fee as entered (tax-inclusive when taxIncluded). */
  fee: number;
  days: string;
  date: { from: string; to: string } | null;
  options: DeliveryOption[];
}

export interface PricedCart<L extends CartLineInput> {
  lines: PricedLine<L>[];
  dropped: DroppedLine<L>[];
  notices: CartNotice[];
  totals: CartTotals;
  hasWeightItems: boolean;
  delivery: CartDelivery;
  totalIncTax: number;
  totalTax: number;
  totalExTax: number;
}

export const cartLineKey = (line: CartLineChoice): string =>
  [line.sku, line.size, line.color, line.style, line.pack].join('|');

/**
 * Adds a quantity of one choice: the same key adds to that line's quantity (clamping happens
 * when the cart is priced), a new key goes at the end.
 */
export function addCartLine<L extends CartLineInput>(
  lines: readonly L[],
  added: L,
): { lines: L[]; line: L } {
  const key = cartLineKey(added);
  const existing = lines.find((line) => cartLineKey(line) === key);
  if (!existing) return { lines: [...lines, added], line: added };
  const merged = { ...existing, quantity: existing.quantity + added.quantity };
  return { lines: lines.map((line) => (line === existing ? merged : line)), line: merged };
}

interface Sizing {
  sellPack: number;
  retailPrice: number;
}

function sizing(product: CartProductFacts, pack: string): Sizing | null {
  if (pack === '') return { sellPack: 1, retailPrice: product.retailPrice };
  const chosen = product.packs.find((candidate) => candidate.descr === pack);
  if (!chosen) return null;
  return { sellPack: Math.max(1, Math.trunc(chosen.quantity)), retailPrice: chosen.price };
}

interface Kept<L extends CartLineInput> {
  line: L;
  product: CartProductFacts;
  sizing: Sizing;
  minPurchase: number;
  quantity: number;
}

/**
 * Lines of one product draw on one stock, first line first: a second size of a product gets
 * what the first left, so the cart never holds more than the shop can ship.
 */
function allocate<L extends CartLineInput>(input: PriceCartInput<L>) {
  const remaining = new Map<string, number>();
  const kept: Kept<L>[] = [];
  const dropped: DroppedLine<L>[] = [];
  const notices: CartNotice[] = [];
  for (const line of input.lines) {
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) {
      throw new RangeError(`a cart line needs a whole quantity above 0, got ${line.quantity}`);
    }
    const product = line.productId === null ? undefined : input.products.get(line.productId);
    const lineSizing = product && product.status === 'A' ? sizing(product, line.pack) : null;
    if (!product || !lineSizing) {
      dropped.push({ line, code: 'REMOVED' });
      notices.push({ sku: line.sku, code: 'REMOVED' });
      continue;
    }
    const left = remaining.get(product.id) ?? sellableUnits(product);
    const canTake = Math.floor(left / lineSizing.sellPack);
    const minPurchase = Math.ceil(Math.max(1, product.minPurchase) / lineSizing.sellPack);
    if (canTake < minPurchase) {
      dropped.push({ line, code: 'OUT_OF_STOCK' });
      notices.push({ sku: line.sku, code: 'OUT_OF_STOCK' });
      continue;
    }
    const quantity = Math.min(Math.max(line.quantity, minPurchase), canTake);
    if (quantity < line.quantity) notices.push({ sku: line.sku, code: 'QUANTITY_REDUCED' });
    remaining.set(product.id, left - quantity * lineSizing.sellPack);
    kept.push({ line, product, sizing: lineSizing, minPurchase, quantity });
  }
  return { kept, dropped, notices, remaining };
}

/** The weights and counts delivery is priced on (CartTotals, or an order's stored figures). */
export type DeliveryLoad = Pick<
  CartTotals,
  'deliveryWeight' | 'deliveryItems' | 'totalWeight' | 'totalItems'
>;

/** Both delivery types for a country, with their fees and dates for an order placed `now`. */
export function deliveryOptions(
  country: DeliveryCountryFacts,
  load: DeliveryLoad,
  now: Date,
): DeliveryOption[] {
  return DELIVERY_TYPES.map((type): DeliveryOption => {
    const days = formatDeliveryDays(deliveryDaysFor(country, type));
    const fee = deliveryFee({ ...load, type, country });
    return { type, fee, days, ...deliveryDates(now, days) };
  });
}

function deliveryFor(
  country: DeliveryCountryFacts | null,
  type: DeliveryType,
  load: DeliveryLoad,
  tax: TaxOptions,
  now: Date,
): CartDelivery {
  if (!country) {
    return {
      type,
      fee: 0,
      days: DEFAULT_DELIVERY_DAYS,
      date: null,
      options: [],
      ...deliveryFeeTax(0, tax),
    };
  }
  const options = deliveryOptions(country, load, now);
  const chosen = options.find((option) => option.type === type);
  if (!chosen) throw new RangeError(`unknown delivery type ${String(type)}`);
  return {
    type,
    fee: chosen.fee,
    days: chosen.days,
    date: { from: chosen.from, to: chosen.to },
    options,
    ...deliveryFeeTax(chosen.fee, tax),
  };
}

/**
 * Prices a cart (docs/api-checkout.md, "Rules the server applies on every call"): unit price is
 * the retail or pack price after the sale; quantity stays within [minPurchase, available]; lines
 * whose product is gone, deleted, no longer offers the pack, or has too little stock are dropped
 * with a notice; weight-priced lines are TBC and add 0; delivery follows the country and type.
 */
export function priceCart<L extends CartLineInput>(input: PriceCartInput<L>): PricedCart<L> {
  const { kept, dropped, notices, remaining } = allocate(input);
  const days = input.country
    ? formatDeliveryDays(deliveryDaysFor(input.country, input.deliveryType))
    : DEFAULT_DELIVERY_DAYS;

  const figures = kept.map(({ line, product, sizing: size, minPurchase, quantity }) => {
    const unitPrice = salePriceCents(size.retailPrice, product.salePercent);
    if (line.previousUnitPrice !== undefined && line.previousUnitPrice !== unitPrice) {
      notices.push({ sku: line.sku, code: 'PRICE_CHANGED' });
    }
    const left = remaining.get(product.id) ?? 0;
    return {
      line,
      figures: {
        key: cartLineKey(line),
        quantity,
        sellPack: size.sellPack,
        minPurchase,
        unitPrice,
        retailPrice: size.retailPrice,
        salePercent: product.salePercent,
        onSale: isOnSale(product.salePercent),
        productWeight: product.productWeight,
        weight: product.productWeight * size.sellPack * quantity,
        sellBy: product.sellBy,
        tbc: product.sellBy === 'w',
        freeDelivery: product.freeDelivery,
        available: quantity + Math.floor(left / size.sellPack),
        deliveryDays: days,
        deliveryType: input.deliveryType,
      },
    };
  });

  // cartTotals counts weight per bought item, so a pack weighs its units together.
  const { items, ...totals } = cartTotals(
    figures.map(({ figures: f }) => ({
      unitPrice: f.unitPrice,
      quantity: f.quantity,
      productWeight: f.productWeight * f.sellPack,
      sellBy: f.sellBy,
      freeDelivery: f.freeDelivery,
    })),
    input.tax,
  );
  const lines = figures.map(({ line, figures: f }, index): PricedLine<L> => {
    const taxed = items[index];
    if (!taxed) throw new Error('cartTotals lost a line');
    return {
      ...line,
      ...f,
      itemIncTax: taxed.itemIncTax,
      itemTax: taxed.itemTax,
      itemExTax: taxed.itemExTax,
    };
  });

  const delivery = deliveryFor(input.country, input.deliveryType, totals, input.tax, input.now);
  return {
    lines,
    dropped,
    notices,
    totals,
    hasWeightItems: lines.some((line) => line.sellBy === 'w'),
    delivery,
    ...chargeTotals(orderCharges({ ...totals, ...delivery })),
  };
}
