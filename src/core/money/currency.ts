import { DEFAULT_CURRENCY } from '../constants';
import { assertCents } from './rounding';

/** Spec section 9: "symbols EUR gives €, GBP gives £, USD gives US$, ZAR gives R." */
export const CURRENCY_SYMBOLS = {
  EUR: '€',
  GBP: '£',
  USD: 'US$',
  ZAR: 'R',
} as const;

export type CurrencyCode = keyof typeof CURRENCY_SYMBOLS;

export function isCurrencyCode(code: string): code is CurrencyCode {
  return Object.hasOwn(CURRENCY_SYMBOLS, code);
}

/** An unknown code is shown as itself plus a space ("CHF 12.50") rather than hidden. */
export function currencySymbol(code: string): string {
  return isCurrencyCode(code) ? CURRENCY_SYMBOLS[code] : `${code} `;
}

/**
 * Spec section 9: "The cart total shows 2 decimals." The format is the same in both languages:
 * symbol, whole units without grouping, a point and exactly two decimals ("€1234.50"), minus
 * sign first ("-€12.50"). No thousands separator, because "1,234" and "1.234" read differently
 * to English and Italian customers and an ungrouped number cannot be misread.
 */
export function formatMoney(cents: number, currency: string = DEFAULT_CURRENCY): string {
  assertCents(cents, 'cents');
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const units = Math.floor(abs / 100);
  const fraction = String(abs % 100).padStart(2, '0');
  return `${sign}${currencySymbol(currency)}${units}.${fraction}`;
}
