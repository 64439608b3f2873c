/**
 * The shop's search synonyms as the owner edits them on /admin_search: one line a word,
 * `rigida = hard-shell, polycarbonate, aluminium`. A typed word finds what it finds itself and
 * what each of its alternatives finds (search_synonym_query, migration 0014).
 */
export interface SynonymEntry {
  /** One word, lower case, accents folded: how a typed word is looked up. */
  word: string;
  /** Words or short phrases, any of which may match instead. */
  alternatives: string[];
}

export const SYNONYM_LIMITS = {
  entries: 500,
  wordLength: 40,
  alternatives: 12,
  alternativeLength: 60,
};

/** Lower case with accents folded, as the database looks the typed word up (unaccent). */
export const synonymWord = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').trim().toLocaleLowerCase();

/** A search splits its text into words of letters and digits only (search-words.ts). */
export const isOneWord = (word: string): boolean => /^[\p{L}\p{N}]+$/u.test(word);

export interface ParsedSynonyms {
  entries: SynonymEntry[];
  /** 1-based numbers of the lines that are not `word = alternative, …` (or repeat a word). */
  badLines: number[];
}

function parseLine(line: string): SynonymEntry | null {
  const at = line.indexOf('=');
  if (at < 0) return null;
  const word = synonymWord(line.slice(0, at));
  const alternatives = line
    .slice(at + 1)
    .split(',')
    .map((alternative) => alternative.trim().replace(/\s+/g, ' ').toLocaleLowerCase())
    .filter(Boolean);
  const { wordLength, alternatives: most, alternativeLength } = SYNONYM_LIMITS;
  if (!isOneWord(word) || word.length > wordLength) return null;
  if (alternatives.length === 0 || alternatives.length > most) return null;
  if (alternatives.some((alternative) => alternative.length > alternativeLength)) return null;
  return { word, alternatives };
}

/** The owner's text, line by line; blank lines are left out. */
export function parseSynonyms(text: string): ParsedSynonyms {
  const entries: SynonymEntry[] = [];
  const badLines: number[] = [];
  const seen = new Set<string>();
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === '') return;
    const entry = parseLine(line);
    if (!entry || seen.has(entry.word)) {
      badLines.push(index + 1);
      return;
    }
    seen.add(entry.word);
    entries.push(entry);
  });
  return { entries, badLines };
}

/** The entries as the owner's text: what parseSynonyms reads back. */
export const synonymText = (entries: readonly SynonymEntry[]): string =>
  entries.map(({ word, alternatives }) => `${word} = ${alternatives.join(', ')}`).join('\n');
