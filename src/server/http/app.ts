import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { accountRoutes } from '../account/account-routes';
import { dataRightsRoutes } from '../account/data-rights-routes';
import { adminProductRoutes } from '../admin/products/product-routes';
import { adminReferenceRoutes } from '../admin/reference/admin-reference-routes';
import { adminImageRoutes } from '../admin/images/admin-image-routes';
import { adminImportExportRoutes } from '../admin/imports/admin-import-export-routes';
import { adminOrderRoutes } from '../admin/orders/admin-order-routes';
import { adminSalesRoutes } from '../admin/sales/sales-routes';
import { adminSiteRoutes } from '../admin/site/admin-site-routes';
import { adminReviewRoutes } from '../admin/reviews/admin-review-routes';
import { adminMessageRoutes } from '../admin/messages/admin-message-routes';
import { adminCustomerRoutes } from '../admin/customers/admin-customer-routes';
import { captchaRoutes } from '../captcha/captcha-routes';
import { cartRoutes } from '../cart/cart-routes';
import { catalogueRoutes } from '../catalogue/catalogue-routes';
import { checkoutRoutes } from '../checkout/checkout-routes';
import { imageRoutes } from '../catalogue/image-routes';
import { contactRoutes } from '../contact/contact-routes';
import { postRoutes } from '../content/post-routes';
import { customerRoutes } from '../customers/customer-routes';
import type { Db } from '../db/client';
import { dbErrorSummary, isDatabaseError, isDatabaseUnavailable } from '../db/db-errors';
import { isDeployed } from '../config/runtime';
import { newsletterRoutes } from '../newsletter/newsletter-routes';
import { orderPaymentRoutes } from '../payments/order-payment-routes';
import { referenceRoutes } from '../reference/reference-routes';
import { markCatalogueChanges } from '../publishing/mark-catalogue-changes';
import { cacheHeaders } from '../cdn/cache-headers';
import { purgeAfterWrites } from '../cdn/purge-after-writes';
import { publishRoutes } from '../publishing/publish-routes';
import { productReviewRoutes } from '../reviews/product-review-routes';
import { simulatorRelayRoutes } from '../payments/simulator-relay-routes';
import { DomainError, serviceUnavailable } from '../../core/domain-error';
import { ERROR_MESSAGES } from '../../core/errors';
import type { AppEnv } from './env';
import { requestBodyLimits } from './body-limits';
import { securityHeaders } from './security-headers';
import { settingsGuard } from './settings-guard';
import { devRetryReplay } from './dev-retry-replay';
import { systemRoutes } from './system-routes';
import { STATUS_OF_KIND } from './errors';

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

  api.route('/', systemRoutes);
  // Before the routes: they look at each write's answer to mark the site stale and to purge
  // the CDN's copies of what it changed.
  api.use('*', markCatalogueChanges);
  api.use('*', purgeAfterWrites);
  api.route('/', referenceRoutes);
  api.route('/', catalogueRoutes);
  api.route('/', productReviewRoutes);
  api.route('/', postRoutes);
  api.route('/', imageRoutes);
  api.route('/', accountRoutes);
  api.route('/', dataRightsRoutes);
  api.route('/', captchaRoutes);
  api.route('/', contactRoutes);
  api.route('/', newsletterRoutes);
  api.route('/', customerRoutes);
  api.route('/', cartRoutes);
  api.route('/', checkoutRoutes);
  api.route('/', orderPaymentRoutes);
  api.route('/', simulatorRelayRoutes);
  api.route('/', adminReferenceRoutes);
  api.route('/', adminProductRoutes);
  api.route('/', adminSiteRoutes);
  api.route('/', adminImageRoutes);
  api.route('/', adminImportExportRoutes);
  api.route('/', adminOrderRoutes);
  api.route('/', adminSalesRoutes);
  api.route('/', adminReviewRoutes);
  api.route('/', adminMessageRoutes);
  api.route('/', adminCustomerRoutes);
  api.route('/', publishRoutes);
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
