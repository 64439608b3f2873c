import type { Config } from '@netlify/functions';
import { Hono } from 'hono';
import { POST_ROUTES } from '../../../../src/server/content/post-routes';
import { PRODUCT_ROUTES } from '../../../../src/server/catalogue/catalogue-routes';
import { imageRoutes } from '../../../../src/server/catalogue/image-routes';
import { getDb } from '../../../../src/server/db/client';
import type { AppEnv } from '../../../../src/server/http/env';
import { securityHeaders } from '../../../../src/server/http/security-headers';
import { declaredRoutes } from '../../../../src/server/http/route/define-route';
import { REFERENCE_ROUTES } from '../../../../src/server/reference/reference-routes';
import { PRODUCT_REVIEW_ROUTES } from '../../../../src/server/reviews/product-review-routes';

/**
 * The split the cold-start benchmark weighs: a function holding only the public reads (what a
 * visitor's first call needs). Not deployed; built only to measure what splitting would save.
 */
const app = new Hono<AppEnv>();
app.use('*', securityHeaders());
app.use('*', async (c, next) => {
  c.set('db', await getDb());
  await next();
});
const api = new Hono<AppEnv>();
api.route(
  '/',
  declaredRoutes([
    ...REFERENCE_ROUTES,
    ...PRODUCT_ROUTES,
    ...PRODUCT_REVIEW_ROUTES,
    ...POST_ROUTES,
  ]),
);
api.route('/', imageRoutes);
app.route('/api', api);

export default (request: Request) => app.fetch(request);

export const config: Config = { path: '/api/*' };
