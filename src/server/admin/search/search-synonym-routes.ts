import { adminSearchSynonymsSchema } from '../../../core/validation/admin-search';
import * as z from 'zod';
import { defineRoute, schemaAnswer } from '../../http/route/define-route';
import { listSynonyms, replaceSynonyms } from './search-synonyms';

/* The search synonyms the owner edits on /admin_search (issue 25.12; README, calls we added). */

export const synonymEntrySchema = z.object({
  word: z.string().describe('One word, lower case, accents folded'),
  alternatives: z.array(z.string()).describe('Words or short phrases, any of which may match'),
});

const answer = schemaAnswer({
  description: '{ synonyms }',
  schema: z.object({
    synonyms: z.array(synonymEntrySchema).describe('Every word with its alternatives, by word'),
  }),
});

export const getSearchSynonyms = defineRoute(
  {
    method: 'GET',
    path: '/admin_search_synonyms',
    summary: 'Search synonyms',
    tag: 'admin-catalogue',
    access: 'admin',
    answer,
  },
  async (c) => ({ synonyms: await listSynonyms(c.get('db')) }),
);

export const saveSearchSynonyms = defineRoute(
  {
    method: 'POST',
    path: '/admin_search_synonyms',
    // What a search finds (products?search=) follows the synonyms; searches are asked live
    // (/shop/{term} is a client-side page), so no published page holds one.
    purges: ['products'],
    changesPages: false,
    summary: 'Search synonyms: replace the whole list',
    tag: 'admin-catalogue',
    access: 'admin',
    body: adminSearchSynonymsSchema,
    answer,
  },
  async (c, { body }) => ({ synonyms: await replaceSynonyms(c.get('db'), body.synonyms) }),
);

export const ADMIN_SEARCH_ROUTES = [getSearchSynonyms, saveSearchSynonyms] as const;
