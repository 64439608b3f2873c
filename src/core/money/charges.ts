import type { TaxSplit } from './tax';

/**
 * Every priced thing an order carries, each a charge with its own tax split. A new priced
 * extra (gift wrapping, say) is one more kind here; the cart, an order's recalculation and the
 * dashboard all total an order through `chargeTotals`, so none can leave it out
 * (docs/architecture.md, "Adding a charge").
 */
export const CHARGE_KINDS = ['items', 'delivery'] as const;
export type ChargeKind = (typeof CHARGE_KINDS)[number];

/** One amount per kind: a `Record`, so a new kind does not compile until every payer names it. */
export type Charges = Readonly<Record<ChargeKind, TaxSplit>>;

export interface ChargeTotals {
  totalIncTax: number;
  totalTax: number;
  totalExTax: number;
}

export const NO_CHARGE: TaxSplit = { incTax: 0, tax: 0, exTax: 0 };

/** The one sum of an order's money; each charge keeps inc = ex + tax, so the total does too. */
export function chargeTotals(charges: Charges): ChargeTotals {
  let totalIncTax = 0;
  let totalTax = 0;
  let totalExTax = 0;
  for (const kind of CHARGE_KINDS) {
    const charge = charges[kind];
    totalIncTax += charge.incTax;
    totalTax += charge.tax;
    totalExTax += charge.exTax;
  }
  return { totalIncTax, totalTax, totalExTax };
}

/** The order's item and delivery amounts (as stored and priced) as charges. */
export function orderCharges(amounts: {
  cartIncTax: number;
  cartTax: number;
  cartExTax: number;
  deliveryIncTax: number;
  deliveryTax: number;
  deliveryExTax: number;
}): Charges {
  return {
    items: { incTax: amounts.cartIncTax, tax: amounts.cartTax, exTax: amounts.cartExTax },
    delivery: {
      incTax: amounts.deliveryIncTax,
      tax: amounts.deliveryTax,
      exTax: amounts.deliveryExTax,
    },
  };
}
