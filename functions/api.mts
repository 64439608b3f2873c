import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db/client';
import { createApp } from '../src/server/http/app';

const app = createApp({ getDb });

/** Every /api/* call lands here and is routed by the one Hono app. */
export default (request: Request) => app.fetch(request);

export const config: Config = {
  path: ['/api/*', '/images/*'],
  // The build copies pictures into public/images: those are served as static files, and the
  // function answers only for pictures added since.
  preferStatic: true,
};
