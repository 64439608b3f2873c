import {
  adminIdQuerySchema,
  adminReviewStatusSchema,
  adminReviewsQuerySchema,
} from '../../../core/validation/admin-people';
import { declaredRoutes, defineRoute, describedAnswer } from '../../http/route/define-route';
import { pageTexts } from '../page-texts';
import { deleteReview, listAdminReviews, setReviewStatus, type AdminReview } from './admin-reviews';

/* Review moderation (docs/api-admin.md, "Reviews, messages, customers"). */

export const adminReviews = defineRoute(
  {
    method: 'GET',
    path: '/admin_reviews',
    summary: 'Reviews to moderate',
    tag: 'admin-people',
    access: 'admin',
    query: adminReviewsQuerySchema,
    answer: describedAnswer<Awaited<ReturnType<typeof listAdminReviews>>>(
      pageTexts('reviews', 'Reviews, newest first'),
    ),
  },
  async (c, { query }) => listAdminReviews(c.get('db'), query),
);

export const moderateReview = defineRoute(
  {
    method: 'POST',
    path: '/admin_reviews',
    summary: 'Approve or hide a review',
    tag: 'admin-people',
    access: 'admin',
    body: adminReviewStatusSchema,
    answer: describedAnswer<{ review: AdminReview }>({
      description: '{ review }',
      keys: { review: 'The review' },
    }),
    errors: { 404: 'Unknown _id' },
  },
  async (c, { body: { _id, status } }) => ({
    review: await setReviewStatus(c.get('db'), _id, status),
  }),
);

export const deleteReviewCall = defineRoute(
  {
    method: 'DELETE',
    path: '/admin_reviews',
    summary: 'Delete a review',
    tag: 'admin-people',
    access: 'admin',
    query: adminIdQuerySchema,
    answer: describedAnswer<{ deleted: string }>({
      description: '{ deleted }',
      keys: { deleted: 'The deleted id' },
    }),
    errors: { 404: 'Unknown _id' },
  },
  async (c, { query: { _id } }) => ({ deleted: await deleteReview(c.get('db'), _id) }),
);

/** In the document's order. */
export const ADMIN_REVIEW_ROUTES = [adminReviews, moderateReview, deleteReviewCall] as const;

export const adminReviewRoutes = declaredRoutes(ADMIN_REVIEW_ROUTES);
