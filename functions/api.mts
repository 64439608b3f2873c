import type { Config, Context } from '@netlify/functions';
import { startupProblems } from '../src/server/config/deploy-settings';
import { getDb } from '../src/server/db/client';
import { createApp } from '../src/server/http/app';

const app = createApp({
  getDb,
  replayDevRetries: process.env.NETLIFY_DEV === 'true',
  settingsProblems: startupProblems(),
});

/**
 * Every /api/* call lands here and is routed by the one Hono app. Netlify's `waitUntil` becomes
 * Hono's execution context, so work a call does after its answer (afterResponse) is kept alive.
 */
export default (request: Request, context?: Context) =>
  app.fetch(
    request,
    undefined,
    typeof context?.waitUntil === 'function'
      ? {
          waitUntil: (p: Promise<unknown>) => context.waitUntil(p),
          passThroughOnException: () => {},
          props: {},
        }
      : undefined,
  );

export const config: Config = { path: '/api/*' };
