import { useI18next } from 'gatsby-plugin-react-i18next';
import { useCallback } from 'react';
import { DEFAULT_CURRENCY } from '../../core/constants';
import { formatMoney } from '../../core/money/currency';
import { contentLanguage } from '../../core/routes/languages';

export type MoneyFormatter = (cents: number, currency?: string) => string;

/** formatMoney in the page's language ("€16,823.40" on /, "16.823,40 €" on /it/). */
export function useFormatMoney(): MoneyFormatter {
  const lng = contentLanguage(useI18next().language);
  return useCallback(
    (cents: number, currency: string = DEFAULT_CURRENCY) => formatMoney(cents, currency, lng),
    [lng],
  );
}
