import type { WeightUnit } from '../catalogue/product';

/**
 * Spec section 9: "Weight units g or kg." Weights are stored as integer grams, so entries in
 * kilograms are converted once, rounded to the nearest gram (1.2345 kg -> 1235 g).
 */
export function toGrams(value: number, unit: WeightUnit): number {
  if (!Number.isFinite(value) || value < 0) {
    throw new RangeError(`weight must be a finite number of at least 0, got ${String(value)}`);
  }
  return Math.round(unit === 'kg' ? value * 1000 : value);
}

/**
 * Grams as "1500 g", or kilograms with up to three decimals and no trailing zeros ("1.5 kg",
 * "2 kg", "0.25 kg"): integer arithmetic, so 1005 g never shows as 1.0049999 kg.
 */
export function formatWeight(grams: number, unit: WeightUnit): string {
  if (!Number.isSafeInteger(grams) || grams < 0) {
    throw new RangeError(`grams must be a whole number of at least 0, got ${String(grams)}`);
  }
  if (unit === 'g') return `${grams} g`;
  const whole = Math.floor(grams / 1000);
  const fraction = String(grams % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return fraction === '' ? `${whole} kg` : `${whole}.${fraction} kg`;
}

const WEIGHT_LOCALES: Readonly<Record<string, string>> = { en: 'en-GB', it: 'it-IT' };

/**
 * Grams as kilograms in a site language's number format, up to three decimals: "2.5 kg" in
 * English, "2,5 kg" in Italian.
 */
export function formatKilograms(grams: number, language: string): string {
  if (!Number.isSafeInteger(grams) || grams < 0) {
    throw new RangeError(`grams must be a whole number of at least 0, got ${String(grams)}`);
  }
  const number = new Intl.NumberFormat(WEIGHT_LOCALES[language] ?? 'en-GB', {
    maximumFractionDigits: 3,
  });
  return `${number.format(grams / 1000)} kg`;
}
