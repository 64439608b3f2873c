import { languageOf, type Language } from '../../../core/routes/languages';
/**
 * The translation key part for a record's language. The admin API answers with content codes
 * (`eng` / `ita`, like the catalogue) while the tables store `en` / `it`: both read the same.
 */
export const languageKey = (lng: string): Language => languageOf(lng);
