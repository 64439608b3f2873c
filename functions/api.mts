import type { Config } from '@netlify/functions';
import { getDb } from '../src/server/db/client';
import { createApp } from '../src/server/http/app';

const app = createApp({ getDb, replayDevRetries: process.env.NETLIFY_DEV === 'true' });

/** Every /api/* call lands here and is routed by the one Hono app. */
export default (request: Request) => app.fetch(request);

export const config: Config = { path: '/api/*' };
