/**
 * Spec 1: "The default language comes from the browser language, falling back to English."
 * English pages live at /, Italian ones at /it/. A visitor's own choice (the language menu)
 * wins over the browser's languages.
 */
export interface LanguageRedirectInput {
  pathname: string;
  /** The language the visitor chose before, if any. */
  stored: string | null;
  /** navigator.languages, most preferred first (e.g. ['it-IT', 'en']). */
  browserLanguages: readonly string[];
  /** Languages the shop offers, the default first. */
  languages: readonly string[];
}

function preferred(input: LanguageRedirectInput): string {
  const [defaultLanguage = 'en'] = input.languages;
  if (input.stored && input.languages.includes(input.stored)) return input.stored;
  for (const tag of input.browserLanguages) {
    const base = tag.toLowerCase().split('-')[0] ?? '';
    if (input.languages.includes(base)) return base;
  }
  return defaultLanguage;
}

/** Where a page load at `pathname` should go instead, or null to stay. */
export function languageRedirect(input: LanguageRedirectInput): string | null {
  const [defaultLanguage = 'en'] = input.languages;
  const prefixed = input.languages.find(
    (lng) => lng !== defaultLanguage && new RegExp(`^/${lng}(/|$)`).test(input.pathname),
  );
  // A language in the address is a choice already made (a shared link, the language menu).
  if (prefixed) return null;
  const language = preferred(input);
  if (language === defaultLanguage) return null;
  const rest = input.pathname === '/' ? '' : input.pathname;
  return `/${language}${rest}`;
}
