import type { OpenApiDocument } from '../http/openapi/build-document';
import { defineRoute, describedAnswer, type DeclaredRoute } from '../http/route/define-route';
import { doneAnswer } from '../http/route/keyed-schema';

/* The function itself: whether it reaches its database, and the description of its calls. */

export const getHealth = defineRoute(
  {
    method: 'GET',
    path: '/health',
    summary: 'Whether the function reaches the database',
    tag: 'system',
    access: 'public',
    answer: doneAnswer('ok', 'Always true', '{ ok: true }'),
  },
  async (c) => {
    await c.get('db').$client.query('select 1');
    return { ok: true as const };
  },
);

/** GET /api/openapi.json: the same for everyone, so browsers and the CDN may keep it an hour. */
const describedBy = (document: () => OpenApiDocument) =>
  defineRoute(
    {
      method: 'GET',
      path: '/openapi.json',
      summary: 'This document',
      tag: 'system',
      access: 'public',
      answer: describedAnswer<OpenApiDocument>({
        description: 'The OpenAPI 3.1 description of every call',
        keys: { openapi: '3.1.0', paths: 'Every call' },
      }),
    },
    async (c) => {
      c.header('Cache-Control', 'public, max-age=3600');
      return document();
    },
  );

/**
 * The function's own calls. The document is handed in rather than imported: it describes the
 * whole list, this route included, so importing it here would close a circle of imports.
 */
export function systemRoutes(document: () => OpenApiDocument): readonly DeclaredRoute[] {
  return [getHealth, describedBy(document)];
}
