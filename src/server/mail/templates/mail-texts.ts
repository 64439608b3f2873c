import en from '../../../locales/en/mail.json';
import it from '../../../locales/it/mail.json';
import type { Language } from '../../../core/routes/languages';

type Entry = keyof typeof en;
/** i18next's plural suffixes, so the files read like the site's own translations. */
type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
/** A text that depends on a number: written in the files as key_one, key_other, …. */
type PluralBase<K> = K extends `${infer Base}_other` ? Base : never;
export type PluralKey = PluralBase<Entry>;
export type TextKey = Exclude<Entry, `${string}_${PluralSuffix}`>;
/** What fills the text's {{name}} places; a place with no value is an error, not a blank. */
export type TextValues = Record<string, string | number>;

export interface MailText {
  (key: TextKey, values?: TextValues): string;
  (key: PluralKey, values: TextValues & { count: number }): string;
}

/**
 * The mails' texts per language (src/locales/<lng>/mail.json). The type makes the compiler
 * refuse a language that lacks a text English has.
 */
const TEXTS: Record<Language, Record<Entry, string>> = { en, it };

/** {{name}} in a text, as i18next writes it. */
const PLACE = /\{\{(\w+)\}\}/g;

/**
 * A lookup over one language's texts. It throws on a missing text or value instead of
 * sending a key or an empty line. Values are put in once (a name holding "{{x}}" or "$&"
 * stays as written), and a count picks its plural form by the language's rules
 * (Intl.PluralRules, as i18next does), falling back to _other.
 */
export function textLookup(
  lng: string,
  texts: Readonly<Record<string, string>>,
): (key: string, values?: TextValues) => string {
  const plurals = new Intl.PluralRules(lng);
  const find = (key: string, count: number | undefined): string | undefined => {
    if (count === undefined || key in texts) return texts[key];
    return texts[`${key}_${plurals.select(count)}`] ?? texts[`${key}_other`];
  };
  return (key: string, values: TextValues = {}): string => {
    const count = typeof values.count === 'number' ? values.count : undefined;
    const text = find(key, count);
    if (!text) throw new Error(`No mail text "${key}" in "${lng}"`);
    return text.replace(PLACE, (_, name: string) => {
      const value = values[name];
      if (value === undefined) throw new Error(`Mail text "${key}" needs a value for {{${name}}}`);
      return String(value);
    });
  };
}

const LOOKUPS = new Map<Language, MailText>();

/** The texts of a mail written in `lng`. */
export function mailTexts(lng: Language): MailText {
  let lookup = LOOKUPS.get(lng);
  if (!lookup) {
    lookup = textLookup(lng, TEXTS[lng]);
    LOOKUPS.set(lng, lookup);
  }
  return lookup;
}

/** "English", "Italian": a customer's language named in the language of the mail. */
export function languageName(lng: Language, inLanguage: Language): string {
  return new Intl.DisplayNames(inLanguage, { type: 'language' }).of(lng) ?? lng;
}
