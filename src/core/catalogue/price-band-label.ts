import type { MoneyLanguage } from '../money/currency';
import { inLanguage } from '../routes/languages';

/**
 * A band as its filter box reads, in euro and the page's language: "€50 – €100" and "€300+" in
 * English, "50 – 100 €" and "300+ €" in Italian (symbol after a no-break space, as formatMoney).
 * Its own module: only the filter panel, loaded after the list, shows it.
 */
export function priceBandLabel(key: string, language: MoneyLanguage): string {
  const [from = key, to] = key.split('-');
  return inLanguage<() => string>(
    {
      en: () => (to === undefined ? `€${from}` : `€${from} – €${to}`),
      it: () => (to === undefined ? `${from}\u00a0€` : `${from} – ${to}\u00a0€`),
    },
    language,
  )();
}
