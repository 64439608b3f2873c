import { inLanguage, type ContentLanguage, type Language } from '../routes/languages';
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

/** Either spelling of the page's or mail's language ('it' or 'ita' is Italian). */
export type MoneyLanguage = Language | ContentLanguage;

/** Keeps the symbol on the number's line: a price never wraps between "254,90" and "€". */
const NO_BREAK_SPACE = '\u00a0';

/** "16823" → "16,823" / "16.823": groups of three from the right, every number of digits. */
function groupThousands(units: number, separator: string): string {
  return String(units).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * Spec section 9: the spec's symbols and exactly 2 decimals, written the way each language reads
 * money. English: symbol first, comma thousands, point decimals ("€16,823.40", "-€12.50").
 * Italian: point thousands, comma decimals, then a no-break space and the symbol ("16.823,40 €",
 * "-12,50 €"). Built by hand rather than with Intl, so the server-rendered page, the browser and
 * the mails produce the same string whatever ICU data the runtime carries (no hydration mismatch).
 */
export function formatMoney(cents: number, currency: string, language: MoneyLanguage): string {
  assertCents(cents, 'cents');
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const units = Math.floor(abs / 100);
  const fraction = String(abs % 100).padStart(2, '0');
  const symbol = currencySymbol(currency).trimEnd();
  const gap = isCurrencyCode(currency) ? '' : NO_BREAK_SPACE;
  // Thunks: a list page formats hundreds of prices, and only the shown language's is built.
  return inLanguage<() => string>(
    {
      en: () => `${sign}${symbol}${gap}${groupThousands(units, ',')}.${fraction}`,
      it: () => `${sign}${groupThousands(units, '.')},${fraction}${NO_BREAK_SPACE}${symbol}`,
    },
    language,
  )();
}
