import type { ContentLanguage } from '../routes/languages';

/** A category or brand of the reference data the store already holds (GET defaults). */
export interface NamedReference {
  name: string;
  lng: Record<ContentLanguage, { name: string }>;
}

export interface NameMatch<T> {
  entry: T;
  /** The name in the page's language (the English one when that is blank). */
  label: string;
}

/** Case and accents aside: "borse" finds "Borsé", "Cintura" finds "cinture". */
const fold = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
const words = (text: string): string[] =>
  fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** 0: the name starts with the text; 1: every typed word starts a word of it; null: no match. */
function rank(name: string, typed: readonly string[]): number | null {
  if (typed.length === 0) return null;
  const nameWords = words(name);
  if (fold(name).startsWith(typed.join(' '))) return 0;
  return typed.every((word) => nameWords.some((nameWord) => nameWord.startsWith(word))) ? 1 : null;
}

/**
 * The categories or brands whose English or Italian name matches the typed text, shown in the
 * page's language: names that start with it first, then names where every typed word starts a
 * word, each group alphabetical; at most `limit`. Matching is by word start, not substring, so
 * "ba" offers Bags but not Handbags' every neighbour.
 */
export function matchNames<T extends NamedReference>(
  entries: readonly T[],
  text: string,
  lng: ContentLanguage,
  limit: number,
): NameMatch<T>[] {
  const typed = words(text);
  const found: { entry: T; label: string; rank: number }[] = [];
  for (const entry of entries) {
    const ranks = [entry.lng.eng.name || entry.name, entry.lng.ita.name]
      .filter(Boolean)
      .map((name) => rank(name, typed))
      .filter((value): value is number => value !== null);
    if (ranks.length === 0) continue;
    const label = entry.lng[lng].name || entry.lng.eng.name || entry.name;
    found.push({ entry, label, rank: Math.min(...ranks) });
  }
  found.sort((a, b) => a.rank - b.rank || a.label.localeCompare(b.label, lng.slice(0, 2)));
  return found.slice(0, limit).map(({ entry, label }) => ({ entry, label }));
}
