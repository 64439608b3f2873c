import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { imageRoutes } from '../catalogue/image-routes';
import type { Db } from '../db/client';
import { dbErrorSummary, isDatabaseError, isDatabaseUnavailable } from '../db/db-errors';
import { isDeployed } from '../config/runtime';
import { markCatalogueChanges } from './middleware/mark-catalogue-changes';
import { cacheHeaders } from './middleware/cache-headers';
import { purgeAfterWrites } from './middleware/purge-after-writes';
import { DomainError, serviceUnavailable } from '../../core/domain-error';
import { ERROR_MESSAGES } from '../../core/errors';
import { API_ROUTES } from './api-routes';
import type { AppEnv } from '../http/env';
import { declaredRoutes } from '../http/route/define-route';
import { findDeclaredRoute } from '../http/route/find-route';
import { requestBodyLimits } from '../http/body-limits';
import { securityHeaders } from '../http/security-headers';
import { settingsGuard } from '../http/settings-guard';
import { devRetryReplay } from '../http/dev-retry-replay';
import { STATUS_OF_KIND } from '../http/errors';

export interface AppDependencies {
  getDb: () => Promise<Db>;
  /** Under `netlify dev`: answer its retries of a 403/404 with the first answer (see the middleware). */
  replayDevRetries?: boolean;
  /**
   * What the deploy's settings lack (startupProblems), given by the functions when they start;
   * the build and tests read the catalogue through the app and need no mail or payment keys.
   */
  settingsProblems?: readonly string[];
}

/**
 * One Hono app answers every /api path, in a Netlify Function and in tests alike
 * (app.request() needs no server). Every failure leaves as JSON { code, message }.
 */
export function createApp({
  getDb,
  replayDevRetries = false,
  settingsProblems = [],
}: AppDependencies) {
  const app = new Hono<AppEnv>();
  const api = new Hono<AppEnv>();

  if (replayDevRetries) app.use('*', devRetryReplay());
  // First: caching, purges, publishing and the body's credentials read the route's facts.
  app.use('*', findDeclaredRoute(API_ROUTES));

  app.use('*', securityHeaders());
  const unconfigured = settingsGuard(settingsProblems);
  if (unconfigured) app.use('*', unconfigured);
  // Public reads carry ETags and CDN headers; everything else is private (cache-headers.ts).
  app.use('*', cacheHeaders());
  // 1 MB for every call, more for the few that carry a file (see body-limits.ts).
  app.use('*', requestBodyLimits());
  app.use('*', async (c, next) => {
    c.set('db', await getDb());
    await next();
  });

  // Before the routes: they look at each write's answer to mark the site stale and to purge
  // the CDN's copies of what it changed.
  api.use('*', markCatalogueChanges);
  api.use('*', purgeAfterWrites);
  api.route('/', declaredRoutes(API_ROUTES));
  // The same picture route as below, for a page that asks /api/images/<key>.
  api.route('/', imageRoutes);
  app.route('/api', api);
  // Pages link pictures as /images/<key>; the same route serves them there and under /api.
  app.route('/', imageRoutes);

  app.notFound((c) =>
    c.json({ code: 'NOT_FOUND', message: `No such call: ${c.req.method} ${c.req.path}` }, 404),
  );
  app.onError((err, c) => {
    // A service's refusal: its kind says the status, here at the edge and nowhere else.
    const refuse = (refusal: DomainError) => {
      if (refusal.retryAfterSeconds !== undefined) {
        c.header('Retry-After', String(refusal.retryAfterSeconds));
      }
      return c.json(refusal.toJSON(), STATUS_OF_KIND[refusal.kind]);
    };
    if (err instanceof DomainError) return refuse(err);
    if (err instanceof HTTPException) {
      return c.json(
        { code: 'GENERIC', message: err.message || ERROR_MESSAGES.GENERIC },
        err.status,
      );
    }
    // Never the whole error: a database error's detail copies the failing row into the log.
    console.error(`${c.req.method} ${c.req.path} failed: ${dbErrorSummary(err)}`);
    // A database restarting or out of reach: the pool reconnects by itself, so the client is
    // told to try again (503) rather than that its request was wrong or the shop is broken.
    if (isDatabaseUnavailable(err)) return refuse(serviceUnavailable(5));
    if (err instanceof Error && !isDatabaseError(err) && !isDeployed()) console.error(err.stack);
    return c.json({ code: 'GENERIC', message: ERROR_MESSAGES.GENERIC }, 500);
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
