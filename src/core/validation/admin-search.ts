import * as z from 'zod';
import { isOneWord, synonymWord, SYNONYM_LIMITS } from '../search/synonyms';

/* POST admin_search_synonyms (issue 25.12): the shop's whole synonym list, replacing the old. */

export const ADMIN_SEARCH_MESSAGES = {
  word: 'A synonym is for one word of letters and digits',
  alternatives: 'Give each word one to twelve alternatives',
  repeated: 'Each word may appear only once',
} as const;

const M = ADMIN_SEARCH_MESSAGES;
const L = SYNONYM_LIMITS;

const entry = z.object({
  word: z
    .string({ error: M.word })
    .transform(synonymWord)
    .refine((word) => isOneWord(word) && word.length <= L.wordLength, M.word),
  alternatives: z
    .array(
      z
        .string({ error: M.alternatives })
        .trim()
        .toLowerCase()
        .min(1, M.alternatives)
        .max(L.alternativeLength, M.alternatives),
      { error: M.alternatives },
    )
    .min(1, M.alternatives)
    .max(L.alternatives, M.alternatives),
});

export const adminSearchSynonymsSchema = z.object({
  synonyms: z
    .array(entry)
    .max(L.entries)
    .refine((list) => new Set(list.map((e) => e.word)).size === list.length, M.repeated),
});
