import type { z } from 'zod';
import type { Db } from '../db/client';
import { defineRoute, describedAnswer } from '../http/route/define-route';
import { PEOPLE_CALL, pageTexts } from './admin-call-texts';

/**
 * A list of the people screens (reviews, messages, customers): its query parsed, one page of
 * `{ <key>, total, page, rows }` from its service.
 */
export function pagedListRoute<P extends string, Q extends z.ZodObject, A>(
  call: { path: P; summary: string; query: Q; key: string; what: string },
  list: (db: Db, query: z.output<Q>) => Promise<A>,
) {
  return defineRoute(
    {
      method: 'GET',
      path: call.path,
      summary: call.summary,
      ...PEOPLE_CALL,
      query: call.query,
      answer: describedAnswer<A>(pageTexts(call.key, call.what)),
    },
    async (c, { query }) => list(c.get('db'), query as z.output<Q>),
  );
}
