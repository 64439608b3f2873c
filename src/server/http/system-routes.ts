import type { OpenApiDocument } from './openapi/build-document';
import { openApiDocument } from './openapi/openapi-document';
import { defineRoute, describedAnswer } from './route/define-route';

/* The function itself: whether it reaches its database, and the description of its calls. */

export const getHealth = defineRoute(
  {
    method: 'GET',
    path: '/health',
    summary: 'Whether the function reaches the database',
    tag: 'system',
    access: 'public',
    answer: describedAnswer<{ ok: true }>({
      description: '{ ok: true }',
      keys: { ok: 'Always true' },
    }),
  },
  async (c) => {
    await c.get('db').$client.query('select 1');
    return { ok: true as const };
  },
);

/** GET /api/openapi.json: the same for everyone, so browsers and the CDN may keep it an hour. */
export const getOpenApi = defineRoute(
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
    return openApiDocument();
  },
);

export const SYSTEM_ROUTES = [getHealth, getOpenApi] as const;
