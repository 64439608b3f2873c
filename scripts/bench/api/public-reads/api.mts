import type { Config } from '@netlify/functions';
import { Hono } from 'hono';
import { postRoutes } from '../../../../src/server/content/post-routes';
import { catalogueRoutes } from '../../../../src/server/catalogue/catalogue-routes';
import { imageRoutes } from '../../../../src/server/catalogue/image-routes';
import { getDb } from '../../../../src/server/db/client';
import type { AppEnv } from '../../../../src/server/http/env';
import { securityHeaders } from '../../../../src/server/http/security-headers';
import { referenceRoutes } from '../../../../src/server/reference/reference-routes';
import { productReviewRoutes } from '../../../../src/server/reviews/product-review-routes';

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
api.route('/', referenceRoutes);
api.route('/', catalogueRoutes);
api.route('/', productReviewRoutes);
api.route('/', postRoutes);
api.route('/', imageRoutes);
app.route('/api', api);

export default (request: Request) => app.fetch(request);

export const config: Config = { path: '/api/*' };
