import { assertCents, assertSafeInteger, divideRoundHalfUp } from './rounding';

/**
 * Tax on integer cents with integer basis points (2200 = 22%). One amount is always rounded
 * (half up, see divideRoundHalfUp) and the other is derived by subtraction or addition, so
 * incTax = exTax + tax holds exactly in every direction.
 *
 * From an inclusive price the exclusive part is rounded and tax is the rest; from an exclusive
 * price the tax is rounded and added. A tax-inclusive shop thus never changes the price the
 * customer sees, whatever the rounding.
 */
const BP_SCALE = 10_000;

export interface TaxSplit {
  incTax: number;
  tax: number;
  exTax: number;
}

function assertBasisPoints(bp: number): void {
  assertSafeInteger(bp, 'tax basis points');
  if (bp < 0 || bp > BP_SCALE) throw new RangeError('tax must be 0 to 10000 basis points');
}

export function exclusiveOfInclusive(incCents: number, bp: number): number {
  assertCents(incCents, 'incCents');
  assertBasisPoints(bp);
  return divideRoundHalfUp(incCents * BP_SCALE, BP_SCALE + bp);
}

export function taxOfInclusive(incCents: number, bp: number): number {
  return incCents - exclusiveOfInclusive(incCents, bp);
}

export function taxOfExclusive(exCents: number, bp: number): number {
  assertCents(exCents, 'exCents');
  assertBasisPoints(bp);
  return divideRoundHalfUp(exCents * bp, BP_SCALE);
}

export function inclusiveOfExclusive(exCents: number, bp: number): number {
  return exCents + taxOfExclusive(exCents, bp);
}

/**
 * Splits an amount as entered in the shop: when taxIncluded the amount already holds the tax,
 * otherwise tax is added on top.
 */
export function taxSplit(
  amountCents: number,
  options: { taxBp: number; taxIncluded: boolean },
): TaxSplit {
  if (options.taxIncluded) {
    const exTax = exclusiveOfInclusive(amountCents, options.taxBp);
    return { incTax: amountCents, tax: amountCents - exTax, exTax };
  }
  const tax = taxOfExclusive(amountCents, options.taxBp);
  return { incTax: amountCents + tax, tax, exTax: amountCents };
}
