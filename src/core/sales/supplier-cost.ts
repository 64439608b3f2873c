import { divideRoundHalfUp } from '../money/rounding';
import { lineGrams } from '../orders/line-options';

/** A sold line as its supplier cost needs it (an order item). */
export interface CostedLine {
  /** Cents per unit; for a line sold by weight (sellBy w) cents per kg, like its price. */
  supplierPrice: number;
  sellBy: string;
  /** Grams per unit: for a weighed line its real weight. */
  productWeight: number;
  /** Units in one bought item (the chosen pack). */
  sellPack: number;
}

/**
 * What the units of a line that the shop kept cost from the supplier, in cents. A line sold by
 * weight is costed by the kilogram it weighs (2 pieces of 520 g at €25.66/kg: 1.04 kg, €26.69),
 * its grams read as its price reads them (lineGrams, order-weights.ts) and rounded half up
 * once per line. The dashboard's figures (order-sales.ts) cost every kept unit with it.
 */
export function supplierCost(line: CostedLine, units: number): number {
  if (line.sellBy === 'w') {
    return divideRoundHalfUp(line.supplierPrice * lineGrams({ ...line, quantity: units }), 1000);
  }
  return line.supplierPrice * units;
}
