/**
 * The storefront's t(): the part of i18next the site uses, without i18next (issue 25.15: it
 * was ~20 kB of every page's first load). Same files, same rules as the i18next options the
 * site ran with: flat keys (no key or namespace separators), {{name}} places filled as written
 * (no escaping: React escapes), plural forms key_one / key_other picked with
 * Intl.PluralRules, a missing text shown as its defaultValue or its key.
 */

/** One namespace's texts (a src/locales/<lng>/<ns>.json file), keys flat. */
export type Texts = Readonly<Record<string, unknown>>;

/** What t() takes besides the key: the places' values, count, defaultValue. */
export type TranslateOptions = Readonly<Record<string, unknown>>;

export type Translate = (key: string, options?: TranslateOptions) => string;

/** {{name}} in a text, spaces inside allowed as i18next allows them. */
const PLACE = /\{\{([^{}]+)\}\}/g;

/** i18next's makeString: null and undefined are empty, the rest as String() writes them. */
const asText = (value: unknown): string => (value == null ? '' : String(value));

/**
 * Fills a text's places. As i18next does, a name given as undefined or null becomes empty and
 * a name not given at all stays as written (so a forgotten value shows, not a blank); values
 * go in once, so a value holding "{{x}}" is not filled again.
 */
export function fillPlaces(text: string, values: TranslateOptions): string {
  return text.replace(PLACE, (place, inner: string) => {
    const name = inner.trim();
    return Object.prototype.hasOwnProperty.call(values, name) ? asText(values[name]) : place;
  });
}

/**
 * The keys tried for a key and count, most specific first, as i18next 22 tries them:
 * key_zero for exactly 0, then the language's plural form, then the key itself.
 */
export function candidateKeys(key: string, count: unknown, plurals: Intl.PluralRules): string[] {
  if (typeof count !== 'number') return [key];
  const forms = [`${key}_${plurals.select(count)}`, key];
  return count === 0 ? [`${key}_zero`, ...forms] : forms;
}

/**
 * A t() over one language's namespaces, searched in order (the page's own namespace first,
 * then the others), as the i18n plugin set i18next's defaultNS and fallbackNS.
 */
export function createTranslate(language: string, namespaces: readonly Texts[]): Translate {
  const plurals = new Intl.PluralRules(language);
  const find = (key: string): string | undefined => {
    for (const texts of namespaces) {
      const text = texts[key];
      if (typeof text === 'string') return text;
    }
    return undefined;
  };
  return (key, options = {}) => {
    let text: string | undefined;
    for (const candidate of candidateKeys(key, options.count, plurals)) {
      text = find(candidate);
      if (text !== undefined) break;
    }
    if (text === undefined) {
      const fallback = options.defaultValue;
      text = typeof fallback === 'string' ? fallback : key;
    }
    return fillPlaces(text, options);
  };
}
