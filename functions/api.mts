import type { Config, Context } from '@netlify/functions';
import { startupProblems } from '../src/server/api/deploy-settings';
import { getDb } from '../src/server/db/client';
import { createApp } from '../src/server/api/app';

const app = createApp({
  getDb,
  replayDevRetries: process.env.NETLIFY_DEV === 'true',
  settingsProblems: startupProblems(),
});

/**
 * Every /api/* call lands here and is routed by the one Hono app. Netlify's `waitUntil` becomes
 * Hono's execution context, so work a call does after its answer (afterResponse) is kept alive.
 * context.ip is the caller's address as the runtime saw it (the local functions host gives its
 * socket's); src/server/http/client-address.ts says how far it is believed.
 */
export default (request: Request, context?: Partial<Context>) => {
  const waitUntil = context?.waitUntil;
  return app.fetch(
    request,
    { peerAddress: context?.ip },
    typeof waitUntil === 'function'
      ? {
          waitUntil: (p: Promise<unknown>) => waitUntil.call(context, p),
          passThroughOnException: () => {},
          props: {},
        }
      : undefined,
  );
};

export const config: Config = { path: '/api/*' };
