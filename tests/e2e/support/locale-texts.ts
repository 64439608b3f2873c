import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Language } from './texts';

/**
 * What the locale files say, for finding on a screen what a person should never read there: a
 * translation key (a missing text shows its key) or the other language's words. Read from
 * src/locales on purpose: the check is about every text the site has, present and future.
 */
const LOCALES_DIR = path.resolve('src/locales');

type Texts = Map<string, string>;

function readLocale(language: Language): Texts {
  const dir = path.join(LOCALES_DIR, language);
  const texts: Texts = new Map();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    const entries = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<
      string,
      string
    >;
    for (const [key, value] of Object.entries(entries)) texts.set(key, value);
  }
  return texts;
}

const LOCALES: Record<Language, Texts> = { en: readLocale('en'), it: readLocale('it') };
const NAMESPACES = readdirSync(path.join(LOCALES_DIR, 'en')).map((file) =>
  file.replace(/\.json$/, ''),
);

/** The first parts of every key ("home" of "home.title"): a raw key starts with one of them. */
const KEY_HEADS = new Set([...LOCALES.en.keys()].map((key) => key.split('.')[0] ?? key));

/**
 * Raw translation keys in a text: "ns:key.part", or a dotted word whose first part is the first
 * part of a real key ("checkout.summary.title", also one missing from the files).
 */
export function translationKeysIn(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(
    /(?<![\w@./:-])([A-Za-z]\w*:)?([a-z]\w*)((?:\.\w+)+)(?![\w@/-])/g,
  )) {
    const [whole, ns, head] = match;
    if (ns && NAMESPACES.includes(ns.slice(0, -1))) found.add(whole);
    else if (head && KEY_HEADS.has(head) && /[A-Za-z_]/.test(match[3] ?? '')) found.add(whole);
  }
  return [...found];
}

const other = (language: Language): Language => (language === 'en' ? 'it' : 'en');

/** A locale value without its markup and placeholders, as the pieces a screen shows verbatim. */
const fragments = (value: string) =>
  value
    .replace(/<[^>]*>/g, ' ')
    .split(/\{\{[^}]*\}\}|\$t\([^)]*\)|\n/)
    .map((part) =>
      part
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/[:.,;!?]+$/, ''),
    )
    .filter(Boolean);

const words = (text: string) => text.split(' ').filter((word) => /\p{L}{2}/u.test(word));

export interface ForeignTexts {
  /** Phrases (two words or more) only this language has: any of them in the page text. */
  phrases: string[];
  /** Single words only this language has: a whole element's text equal to one of them. */
  words: Set<string>;
}

/**
 * The texts that are unmistakably `language`'s: values that differ from the other language's
 * value of the same key, minus anything the other language's files also say (a shared brand
 * or term) and anything the catalogue's own data says (`dataText`: product and brand names,
 * colours, descriptions, which are the shop's content, not the site's words).
 */
export function foreignTexts(language: Language, dataText: string): ForeignTexts {
  const mine = LOCALES[language];
  const theirs = LOCALES[other(language)];
  const theirText = [...theirs.values()].join('\n').toLowerCase();
  const data = dataText.toLowerCase();
  const phrases = new Set<string>();
  const single = new Set<string>();
  for (const [key, value] of mine) {
    if (theirs.get(key) === value) continue;
    for (const fragment of fragments(value)) {
      const lower = fragment.toLowerCase();
      if (theirText.includes(lower) || data.includes(lower)) continue;
      const count = words(fragment).length;
      if (count >= 2 && fragment.length >= 8) phrases.add(fragment);
      else if (count === 1 && fragment.length >= 4 && fragment === value.trim())
        single.add(fragment);
    }
  }
  return { phrases: [...phrases], words: single };
}

const isLetter = (char: string | undefined) => !!char && /\p{L}/u.test(char);

/** The foreign phrases and words a page shows. */
export function foreignTextIn(
  foreign: ForeignTexts,
  text: string,
  elementTexts: readonly string[],
): string[] {
  const flat = text.replace(/\s+/g, ' ');
  const found = new Set<string>();
  for (const phrase of foreign.phrases) {
    let at = flat.indexOf(phrase);
    while (at >= 0) {
      if (!isLetter(flat[at - 1]) && !isLetter(flat[at + phrase.length])) {
        found.add(phrase);
        break;
      }
      at = flat.indexOf(phrase, at + 1);
    }
  }
  for (const element of elementTexts) {
    const bare = element.trim().replace(/[:.]+$/, '');
    if (foreign.words.has(bare)) found.add(bare);
  }
  return [...found];
}
