/**
 * The shop's languages, in one table (issue 29.5). Every per-language choice elsewhere is a
 * `Record<Language, …>` or goes through these functions, so a language added to `SITE_LANGUAGES`
 * fails the type check wherever it needs handling instead of silently falling back to English.
 */
export const SITE_LANGUAGES = ['en', 'it'] as const;
export type Language = (typeof SITE_LANGUAGES)[number];
export const DEFAULT_SITE_LANGUAGE: Language = 'en';

interface LanguageFacts {
  /** Content fields are kept per language as lng.eng / lng.ita (spec section 3); the API's code. */
  content: string;
  /** Where its pages live: the default language at the root, the others under their code. */
  routePrefix: string;
  /** The locale PayPal's approval page is shown in. */
  paypalLocale: string;
}

export const LANGUAGE_TABLE = {
  en: { content: 'eng', routePrefix: '', paypalLocale: 'en-GB' },
  it: { content: 'ita', routePrefix: '/it', paypalLocale: 'it-IT' },
} as const satisfies Record<Language, LanguageFacts>;

export type ContentLanguage = (typeof LANGUAGE_TABLE)[Language]['content'];
/** The content codes as a tuple (zod's enum takes one); the check below keeps it whole. */
export const CONTENT_LANGUAGES = ['eng', 'ita'] as const satisfies readonly ContentLanguage[];
const everyContentLanguage: Exclude<
  ContentLanguage,
  (typeof CONTENT_LANGUAGES)[number]
> extends never
  ? true
  : never = true;
void everyContentLanguage;

export function isContentLanguage(code: string): code is ContentLanguage {
  return (CONTENT_LANGUAGES as readonly string[]).includes(code);
}

/**
 * The language a code names, whichever code a caller or a row carries: a route code (`it`), a
 * content code (`ita`). Anything else (missing, unknown) is the default language.
 */
export function languageOf(code: string | null | undefined): Language {
  return (
    SITE_LANGUAGES.find(
      (language) => language === code || LANGUAGE_TABLE[language].content === code,
    ) ?? DEFAULT_SITE_LANGUAGE
  );
}

export function contentLanguage(code: string | null | undefined): ContentLanguage {
  return LANGUAGE_TABLE[languageOf(code)].content;
}

/** One choice per language: the record must name every language, so none is forgotten. */
export function inLanguage<T>(choices: Record<Language, T>, code: string | null | undefined): T {
  return choices[languageOf(code)];
}

/**
 * A record's text in a language, from its English column and its Italian one: the local text
 * when it has one, else the English (the spec's fallback for untranslated content).
 */
const LOCAL_TEXT: Record<Language, (english: string, italian: string) => string> = {
  en: (english) => english,
  it: (english, italian) => (italian.trim() ? italian : english),
};

export function localText(
  english: string,
  italian: string | null | undefined,
  code: string | null | undefined,
): string {
  return LOCAL_TEXT[languageOf(code)](english, italian ?? '');
}

/** A site address in a language: `/cart` in English, `/it/cart` in Italian, `/it/` for home. */
export function routeIn(code: string | null | undefined, route: string): string {
  const prefix = LANGUAGE_TABLE[languageOf(code)].routePrefix;
  if (!prefix) return route;
  return route === '/' ? `${prefix}/` : `${prefix}${route}`;
}
