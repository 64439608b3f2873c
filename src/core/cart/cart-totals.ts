import type { SellBy } from '../catalogue/product';
import { assertCents, assertSafeInteger, divideRoundHalfUp } from '../money/rounding';
import { taxSplit } from '../money/tax';

/**
 * One cart or order line as the totals need it (spec section 3, "Cart/order item").
 * unitPrice is in cents and already after the sale discount; for a weight-priced line
 * (sellBy 'w') it is the price per kilogram. productWeight is grams per unit.
 */
export interface CartLine {
  unitPrice: number;
  quantity: number;
  productWeight: number;
  sellBy: SellBy;
  freeDelivery: boolean;
  /** Weight-priced lines only: set once the real weight has been entered (item-weight update). */
  weighed?: boolean;
}

export interface TaxOptions {
  /** Integer basis points, 2200 = 22%. */
  taxBp: number;
  /** Prices are entered with tax included (the usual case in a euro shop). */
  taxIncluded: boolean;
}

export interface ItemTaxAmounts {
  itemIncTax: number;
  itemTax: number;
  itemExTax: number;
}

export interface CartTotals {
  totalItems: number;
  totalWeight: number;
  /** Sum of line prices as entered: tax-inclusive when taxIncluded, else tax-exclusive. */
  totalPrice: number;
  cartIncTax: number;
  cartTax: number;
  cartExTax: number;
  /** Units that are not free-delivery: only these are charged for standard delivery. */
  deliveryItems: number;
  deliveryWeight: number;
}

export type CartTotalsResult<T extends CartLine> = CartTotals & { items: (T & ItemTaxAmounts)[] };

/** An empty cart's totals: what the sums start from. */
export const NO_CART_TOTALS: Readonly<CartTotals> = {
  totalItems: 0,
  totalWeight: 0,
  totalPrice: 0,
  cartIncTax: 0,
  cartTax: 0,
  cartExTax: 0,
  deliveryItems: 0,
  deliveryWeight: 0,
};

/**
 * Spec section 9: weight-based items' "price shows as TBC". Until weighed such a line adds 0
 * to the price (it cannot be charged before its weight is known) but still counts in items and
 * weight, which delivery is priced on. Once weighed its price is unit price per kg x weight.
 */
export function linePrice(line: CartLine): number {
  assertLine(line);
  if (line.sellBy === 'w') {
    if (line.weighed !== true) return 0;
    return divideRoundHalfUp(line.unitPrice * line.productWeight * line.quantity, 1000);
  }
  return line.unitPrice * line.quantity;
}

/**
 * Cart amounts are the sums of the per-line amounts, so an invoice's lines always add up to its
 * totals; each line keeps incTax = exTax + tax, so the cart does too.
 */
export function cartTotals<T extends CartLine>(
  items: readonly T[],
  options: TaxOptions,
): CartTotalsResult<T> {
  const totals: CartTotals = { ...NO_CART_TOTALS };
  const lines = items.map((item) => {
    const price = linePrice(item);
    const split = taxSplit(price, options);
    const weight = item.productWeight * item.quantity;
    totals.totalItems += item.quantity;
    totals.totalWeight += weight;
    totals.totalPrice += price;
    totals.cartIncTax += split.incTax;
    totals.cartTax += split.tax;
    totals.cartExTax += split.exTax;
    if (!item.freeDelivery) {
      totals.deliveryItems += item.quantity;
      totals.deliveryWeight += weight;
    }
    return { ...item, itemIncTax: split.incTax, itemTax: split.tax, itemExTax: split.exTax };
  });
  return { ...totals, items: lines };
}

function assertLine(line: CartLine): void {
  assertCents(line.unitPrice, 'unitPrice');
  assertSafeInteger(line.quantity, 'quantity');
  assertSafeInteger(line.productWeight, 'productWeight (grams)');
  if (line.unitPrice < 0 || line.quantity < 0 || line.productWeight < 0) {
    throw new RangeError('unitPrice, quantity and productWeight must not be negative');
  }
}
