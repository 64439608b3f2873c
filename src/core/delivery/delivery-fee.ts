import type { TaxOptions } from '../cart/cart-totals';
import { assertCents, assertSafeInteger } from '../money/rounding';
import { taxSplit } from '../money/tax';

/** Spec section 4: "Delivery type is std or exp." */
export const DELIVERY_TYPES = ['std', 'exp'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

/** The country's delivery fees (spec section 3, Country), all in cents. */
export interface DeliveryFees {
  deliveryStdFee: number;
  deliveryExpressFee: number;
  deliveryFeeKg: number;
  deliveryFee5: number;
  deliveryFee10: number;
}

const FEE_FIELDS = [
  'deliveryStdFee',
  'deliveryExpressFee',
  'deliveryFeeKg',
  'deliveryFee5',
  'deliveryFee10',
] as const satisfies readonly (keyof DeliveryFees)[];

export interface DeliveryFeeInput {
  /** Grams of the lines that are not free-delivery (CartTotals.deliveryWeight). */
  deliveryWeight: number;
  /** Units that are not free-delivery (CartTotals.deliveryItems). */
  deliveryItems: number;
  type: DeliveryType;
  country: DeliveryFees;
  /**
   * Grams of every line. Express ships the free-delivery items too, so when given it prices
   * express delivery; without it express falls back to deliveryWeight.
   */
  totalWeight?: number;
  /** Units of every line; when given and 0 there is nothing to deliver and the fee is 0. */
  totalItems?: number;
}

/** Spec section 9: "under 1 kg (1000 g) uses deliveryFeeKg". */
export const WEIGHT_BAND_1KG_GRAMS = 1000;
/** Spec section 9: "1-5 kg uses deliveryFee5, over 5 kg uses deliveryFee10". */
export const WEIGHT_BAND_5KG_GRAMS = 5000;

/**
 * Spec section 9: "Fees by weight: under 1 kg (1000 g) uses deliveryFeeKg, 1-5 kg uses
 * deliveryFee5, over 5 kg uses deliveryFee10". Exactly 1000 g is no longer under 1 kg and
 * exactly 5000 g is not over 5 kg, so both use deliveryFee5.
 */
export function weightBandFee(grams: number, country: DeliveryFees): number {
  assertSafeInteger(grams, 'grams');
  if (grams < WEIGHT_BAND_1KG_GRAMS) return country.deliveryFeeKg;
  if (grams <= WEIGHT_BAND_5KG_GRAMS) return country.deliveryFee5;
  return country.deliveryFee10;
}

/**
 * Spec section 9: "...but the country's standard or express fee then replaces it.
 * Free-delivery items make standard delivery free."
 *
 * The fee for the chosen type replaces the weight fee only when it is set (above 0), so a
 * country priced by weight alone leaves both at 0. Standard delivery is free when no unit in the
 * cart needs paid delivery (deliveryItems 0: every item is free-delivery); express is still
 * charged, because free delivery promises the standard service only.
 */
export function deliveryFee(input: DeliveryFeeInput): number {
  const { country, type } = input;
  for (const name of FEE_FIELDS) assertCents(country[name], name);
  if (input.totalItems === 0) return 0;
  if (type === 'std' && input.deliveryItems === 0) return 0;
  const weight =
    type === 'exp' ? (input.totalWeight ?? input.deliveryWeight) : input.deliveryWeight;
  const fixedFee = type === 'std' ? country.deliveryStdFee : country.deliveryExpressFee;
  return fixedFee > 0 ? fixedFee : weightBandFee(weight, country);
}

export interface DeliveryTaxAmounts {
  deliveryIncTax: number;
  deliveryTax: number;
  deliveryExTax: number;
}

/**
 * The fee is entered like the shop's prices: tax-inclusive when taxIncluded, otherwise the tax
 * is added on top, at the cart's rate.
 */
export function deliveryFeeTax(feeCents: number, options: TaxOptions): DeliveryTaxAmounts {
  const split = taxSplit(feeCents, options);
  return { deliveryIncTax: split.incTax, deliveryTax: split.tax, deliveryExTax: split.exTax };
}
