import { type ContentLanguage, localText } from '../routes/languages';
import { textCollator } from '../text/collator';

/** A delivery country with its names in both languages (GET countries). */
export interface NamedCountry {
  code: string;
  name: string;
  itaName: string;
}

/** The country's name in the language (the English one when it has no Italian name). */
export const nameIn = (country: NamedCountry, lng: ContentLanguage): string =>
  localText(country.name, country.itaName, lng);

/**
 * The countries in the order a reader of the page looks for them: by the name shown, with the
 * language's collation ("Austria, Belgio, Bulgaria, Cipro, Croazia, Danimarca…" in Italian,
 * where the English order would put Croazia before Cipro and Germania among the C's).
 */
export function countriesByName<T extends NamedCountry>(
  countries: readonly T[],
  lng: ContentLanguage,
): T[] {
  const compare = textCollator(lng, 'base').compare;
  return [...countries].sort(
    (a, b) => compare(nameIn(a, lng), nameIn(b, lng)) || a.code.localeCompare(b.code),
  );
}
