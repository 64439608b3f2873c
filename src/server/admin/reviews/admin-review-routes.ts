import { Hono } from 'hono';
import {
  adminIdQuerySchema,
  adminReviewStatusSchema,
  adminReviewsQuerySchema,
} from '../../../core/validation/admin-people';
import { requireAdmin } from '../../http/auth';
import type { AppEnv } from '../../http/env';
import { parseBody, parseQuery } from '../../http/validate';
import { deleteReview, listAdminReviews, setReviewStatus } from './admin-reviews';

/** Review moderation (docs/api-admin.md, "Reviews, messages, customers"). */
export const adminReviewRoutes = new Hono<AppEnv>();

adminReviewRoutes.get('/admin_reviews', requireAdmin, async (c) => {
  const query = parseQuery(c, adminReviewsQuerySchema);
  return c.json(await listAdminReviews(c.get('db'), query));
});

adminReviewRoutes.post('/admin_reviews', requireAdmin, async (c) => {
  const { _id, status } = await parseBody(c, adminReviewStatusSchema);
  return c.json({ review: await setReviewStatus(c.get('db'), _id, status) });
});

adminReviewRoutes.delete('/admin_reviews', requireAdmin, async (c) => {
  const { _id } = parseQuery(c, adminIdQuerySchema);
  return c.json({ deleted: await deleteReview(c.get('db'), _id) });
});
