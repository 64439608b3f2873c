import * as z from 'zod';
import { DEFAULT_SITE_LANGUAGE, type Language, languageOf } from '../routes/languages';

/**
 * A form's `lng`: the API's content codes (eng, ita) or the route codes (en, it), read as the
 * route code the database keeps. Missing means the default language.
 */
export const siteLanguageField = z
  .enum(['eng', 'ita', 'en', 'it'], { error: 'Use eng or ita' })
  .default(DEFAULT_SITE_LANGUAGE)
  .transform((code): Language => languageOf(code));
