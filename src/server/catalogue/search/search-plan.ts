import { sql, type SQL } from 'drizzle-orm';
import { otherNumber, searchWords } from '../../../core/search/search-words';
import type { Db } from '../../db/client';

/**
 * How close (pg_trgm similarity, 0 to 1) a catalogue word must be to a word that matches
 * nothing to replace it. Tuned on the sample catalogue (docs/decisions.md, "Search (issue 18,
 * server)"): lether → leather is 0.5, tramnto → tramonto 0.55, while unrelated words
 * (umbrella, sneakers) stay under 0.3 against every catalogue word.
 */
export const CORRECTION_SIMILARITY = 0.4;

/** A prefix is tried for a word of at least this many characters (what is still being typed:
 * suggestions start at two; an administrator types the start of a SKU). */
const MIN_PREFIX = 2;

/** What a search matches, ready for the product query. */
export interface SearchPlan {
  /** The tsquery, as text: every kept word must match. null: nothing can match. */
  tsquery: string | null;
  /** Each kept word's own tsquery text, for the relevance score. */
  parts: string[];
  /** The kept words in the order typed, as one phrase (stop words keep their places). */
  phrase?: string;
  /** The query as corrected, lower case, when a word was replaced; else undefined. */
  searchedFor?: string;
}

interface WordRow {
  i: number;
  stop: boolean;
  found: string | null;
  prefixed: string | null;
  correction: string | null;
  corrected: string | null;
}

/**
 * One round trip decides, word by word: a stop word of either language is left out; a word
 * whose stems, or the shop's synonyms of it (search_synonyms, edited on /admin_search), match
 * some product is kept; else the beginning of a longer word (being typed);
 * else the closest catalogue word (pg_trgm) if one is close enough. Each kept word becomes its
 * tsquery text.
 */
async function planWords(db: Db, words: string[]): Promise<WordRow[]> {
  const alternates = words.map(otherNumber);
  const { rows } = await db.$client.query<WordRow>(
    `select t.i::int as i, t.stop,
            case when t.found then t.wanted::text end as found,
            case when not t.found and not t.stop and length(t.w) >= $3
                  and search_matches(search_prefix_query(t.w))
                 then search_prefix_query(t.w)::text end as prefixed,
            c.word as correction,
            search_word_query(c.word)::text as corrected
       from (select w, i, search_stop_word(w) as stop, wanted,
                    search_matches(wanted) as found
               from unnest($1::text[], $2::text[]) with ordinality as u(w, alt, i)
               cross join lateral
                    (select search_word_query(w) || search_word_query(alt)
                            || search_synonym_query(w) as wanted) q) t
       left join lateral (
             select s.word from search_words s
              where not t.found and not t.stop
                and s.word % unaccent(t.w) and similarity(s.word, unaccent(t.w)) >= $4
              order by similarity(s.word, unaccent(t.w)) desc, s.word
              limit 1) c on true
      order by t.i`,
    [words, alternates, MIN_PREFIX, CORRECTION_SIMILARITY],
  );
  return rows;
}

/**
 * The plan of a search text (the route form's underscores already spaces). null when it is
 * empty: the search then narrows nothing, as the spec's empty term does nothing. A text of
 * punctuation only (`%`) has no word to find and finds nothing.
 */
export async function planSearch(db: Db, text: string): Promise<SearchPlan | null> {
  if (text.trim() === '') return null;
  const words = searchWords(text);
  if (words.length === 0) return { tsquery: null, parts: [] };
  const rows = await planWords(db, words);
  const parts: string[] = [];
  let phrase = '';
  let lastPlace = 0;
  let corrected = false;
  const shown: string[] = [];
  for (const row of rows) {
    const word = words[row.i - 1] ?? '';
    if (row.stop) {
      shown.push(word);
      continue;
    }
    const part = row.found ?? row.prefixed ?? row.corrected;
    // A word that matches nothing, not even corrected: no product has every word.
    if (!part) return { tsquery: null, parts: [] };
    if (!row.found && !row.prefixed && row.correction) {
      corrected = true;
      shown.push(row.correction);
    } else {
      shown.push(word);
    }
    parts.push(`(${part})`);
    phrase = phrase ? `${phrase} <${row.i - lastPlace}> (${part})` : `(${part})`;
    lastPlace = row.i;
  }
  if (parts.length === 0) return { tsquery: null, parts: [] };
  return {
    tsquery: parts.join(' & '),
    parts,
    ...(parts.length > 1 ? { phrase } : {}),
    ...(corrected ? { searchedFor: shown.join(' ') } : {}),
  };
}

/** The same tsquery matching only lexemes of these weights ('bag' → 'bag':AB). */
export function restrictedTo(tsquery: string, weights: string): string {
  return tsquery.replace(
    /'((?:[^']|'')*)'(:\*)?/g,
    (_match, lexeme: string, prefix: string | undefined) =>
      `'${lexeme}':${prefix ? '*' : ''}${weights}`,
  );
}

/**
 * The matches of a search with their relevance (score) and name order (sort_name), as a
 * row source named `alias`: search_ranked (migration 0010) scores each word by the best part
 * of the document it is found in and adds the words found together as typed. ts_rank_cd over
 * every match of a common word was the slowest part of a search (50 ms of 'bag' at 20,000
 * products); these few matches per word are not.
 */
export function rankedMatches(plan: SearchPlan & { tsquery: string }, alias: SQL): SQL {
  const restricted = (weights: string) =>
    sql`array[${sql.join(
      plan.parts.map((part) => sql`${restrictedTo(part, weights)}`),
      sql`, `,
    )}]`;
  return sql`search_ranked(${plan.tsquery}::tsquery, ${restricted('A')}::tsquery[], ${restricted('AB')}::tsquery[], ${restricted('ABC')}::tsquery[], ${plan.phrase ? restrictedTo(plan.phrase, 'AB') : null}::tsquery) as ${alias}`;
}
