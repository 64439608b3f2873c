import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { parseQuery } from '../http/validate';
import { approvedReviews } from './approved-reviews';
import { productReviewsQuery } from './product-review-schemas';

export const productReviewRoutes = new Hono<AppEnv>().get('/product_reviews', async (c) => {
  const { sku } = parseQuery(c, productReviewsQuery);
  return c.json({ reviews: await approvedReviews(c.get('db'), sku) });
});
