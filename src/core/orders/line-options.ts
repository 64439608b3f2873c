import { type ContentLanguage, localText } from '../routes/languages';

/**
 * A cart or order line's chosen options as the API answers them: the English names the line
 * keeps, with the Italian names beside them (read from the reference data when shown).
 */
export interface LineOptionNames {
  size: string;
  color: string;
  itaColor?: string;
  style: string;
  itaStyle?: string;
  packDescr: string;
  itaPackDescr?: string;
}

export interface LineOptions {
  size: string;
  color: string;
  style: string;
  pack: string;
}

/** The line's options in one language; an Italian name not entered reads as the English. */
export function lineOptions(line: LineOptionNames, lng: ContentLanguage): LineOptions {
  const pick = (english: string, italian: string | undefined) => localText(english, italian, lng);
  return {
    size: line.size,
    color: pick(line.color, line.itaColor),
    style: pick(line.style, line.itaStyle),
    pack: pick(line.packDescr, line.itaPackDescr),
  };
}

/** What a line's unit price is the price of. */
export type PriceBasis =
  | { kind: 'unit' }
  /** The whole pack of `units`: the price is not "each". */
  | { kind: 'pack'; units: number }
  /** Sold by weight: the price is per kilogram. */
  | { kind: 'kg' };

export function priceBasis(line: {
  sellBy: string;
  sellPack: number;
  packDescr: string;
}): PriceBasis {
  if (line.sellBy === 'w') return { kind: 'kg' };
  if (line.packDescr !== '' || line.sellPack > 1) {
    return { kind: 'pack', units: Math.max(1, line.sellPack) };
  }
  return { kind: 'unit' };
}

/**
 * Grams the whole line weighs: productWeight is grams per unit, a bought item holds sellPack
 * units (cart pricing, the weight update and this read it the same way).
 */
export function lineGrams(line: {
  productWeight: number;
  sellPack: number;
  quantity: number;
}): number {
  return line.productWeight * Math.max(1, line.sellPack) * line.quantity;
}
