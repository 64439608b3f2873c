import type { z } from 'zod';
import type { Db } from '../db/client';
import { defineRoute, schemaAnswer } from '../http/route/define-route';
import { pagedListSchema } from './admin-answer-schemas';
import { PEOPLE_CALL, pageTexts } from './admin-call-texts';

/**
 * A list of the people screens (reviews, messages, customers): its query parsed, one page of
 * `{ <key>, total, page, rows }` from its service, each row of the item schema.
 */
export function pagedListRoute<
  P extends string,
  Q extends z.ZodObject,
  K extends string,
  I extends z.ZodType,
>(
  call: { path: P; summary: string; query: Q; key: K; what: string; item: I },
  list: (db: Db, query: z.output<Q>) => Promise<z.output<ReturnType<typeof pagedListSchema<K, I>>>>,
) {
  return defineRoute(
    {
      method: 'GET',
      path: call.path,
      summary: call.summary,
      ...PEOPLE_CALL,
      query: call.query,
      answer: schemaAnswer({
        description: pageTexts(call.key, call.what).description,
        schema: pagedListSchema(call.key, call.what, call.item),
      }),
    },
    async (c, { query }) => list(c.get('db'), query as z.output<Q>),
  );
}
