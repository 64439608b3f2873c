import { useI18next, useTranslation } from 'gatsby-plugin-react-i18next';
import { formatMoney } from '../../core/money/currency';
import {
  lineGrams,
  lineOptions,
  priceBasis,
  type LineOptionNames,
} from '../../core/orders/line-options';
import { contentLanguage } from '../../core/routes/languages';
import { formatKilograms } from '../../core/weight/weight';

/** A line as its texts need it: options, how it is sold, and its weight. */
export interface TextLine extends LineOptionNames {
  quantity: number;
  unitPrice: number;
  sellBy: string;
  sellPack: number;
  productWeight: number;
}

/**
 * The texts every screen shows for a cart or order line, in the page's language: its options
 * ("Colour: Black" / "Colore: Nero"), what its price is the price of (a pack, a kilogram), and
 * what a weighed line weighs at what price per kilogram.
 */
export function useLineText() {
  const { t } = useTranslation();
  const { language } = useI18next();
  const lng = contentLanguage(language);
  return {
    /** "Size: M · Colour: Black · Style: Classic · Pack of 3", or '' with no options. */
    options(line: LineOptionNames): string {
      const names = lineOptions(line, lng);
      return [
        names.size && t('line.size', { size: names.size }),
        names.color && t('line.color', { color: names.color }),
        names.style && t('line.style', { style: names.style }),
        names.pack,
      ]
        .filter(Boolean)
        .join(' · ');
    },
    /** After the price: "per pack of 3", "per kg", or '' for a unit. */
    priceNote(line: Pick<TextLine, 'sellBy' | 'sellPack' | 'packDescr'>): string {
      const basis = priceBasis(line);
      if (basis.kind === 'pack') return t('line.perPack', { units: basis.units });
      if (basis.kind === 'kg') return t('line.perKg');
      return '';
    },
    /** A weighed line's weight and price per kilogram: "2.5 kg at €74.90 per kg". */
    weighed(line: TextLine, currency: string): string {
      return t('line.weighed', {
        weight: formatKilograms(lineGrams(line), language),
        price: formatMoney(line.unitPrice, currency, lng),
      });
    },
  };
}
