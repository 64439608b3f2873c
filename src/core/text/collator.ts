import type { ContentLanguage } from '../routes/languages';

const LOCALES: Record<ContentLanguage, string> = { eng: 'en', ita: 'it' };

/** `base` ignores case and accents ("é" = "E"); `variant` tells them apart. */
export type Strength = 'base' | 'variant';

const made = new Map<string, Intl.Collator>();

/**
 * The language's collator, digits compared by value ("Bag 2" before "Bag 10"). Built on first
 * use and kept: building one costs tens of milliseconds on a slow phone, which module-level
 * collators spent while every list page loaded.
 */
export function textCollator(lng: ContentLanguage, strength: Strength): Intl.Collator {
  const key = `${lng}:${strength}`;
  let collator = made.get(key);
  if (!collator) {
    collator = new Intl.Collator(LOCALES[lng], { sensitivity: strength, numeric: true });
    made.set(key, collator);
  }
  return collator;
}
