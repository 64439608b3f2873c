import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { openApiDocument } from './openapi-document';

/** GET /api/openapi.json: the same for everyone, so browsers and the CDN may keep it an hour. */
export const openApiRoutes = new Hono<AppEnv>().get('/openapi.json', (c) => {
  c.header('Cache-Control', 'public, max-age=3600');
  return c.json(openApiDocument());
});
