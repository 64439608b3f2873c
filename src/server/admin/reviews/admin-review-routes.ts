import {
  adminIdQuerySchema,
  adminReviewStatusSchema,
  adminReviewsQuerySchema,
} from '../../../core/validation/admin-people';
import { defineRoute, schemaAnswer } from '../../http/route/define-route';
import { recordId } from '../../../core/validation/answer-fields';
import { recordSchema } from '../admin-answer-schemas';
import { PEOPLE_CALL, UNKNOWN_ID } from '../admin-call-texts';
import { pagedListRoute } from '../paged-list-routes';
import { adminReviewSchema } from './admin-review-answer';
import { deleteReview, listAdminReviews, setReviewStatus } from './admin-reviews';

/* Review moderation (docs/api-admin.md, "Reviews, messages, customers"). */

export const adminReviews = pagedListRoute(
  {
    path: '/admin_reviews',
    summary: 'Reviews to moderate',
    query: adminReviewsQuerySchema,
    key: 'reviews',
    what: 'Reviews, newest first',
    item: adminReviewSchema,
  },
  listAdminReviews,
);

export const moderateReview = defineRoute(
  {
    method: 'POST',
    path: '/admin_reviews',
    // Approve or hide: what product_reviews shows. Reviews are read live, not published.
    purges: ['reviews'],
    changesPages: false,
    summary: 'Approve or hide a review',
    ...PEOPLE_CALL,
    body: adminReviewStatusSchema,
    answer: schemaAnswer(recordSchema('review', 'The review', adminReviewSchema)),
    errors: { 404: UNKNOWN_ID },
  },
  async (c, { body: { _id, status } }) => ({
    review: await setReviewStatus(c.get('db'), _id, status),
  }),
);

export const deleteReviewCall = defineRoute(
  {
    method: 'DELETE',
    path: '/admin_reviews',
    purges: ['reviews'],
    changesPages: false,
    summary: 'Delete a review',
    ...PEOPLE_CALL,
    query: adminIdQuerySchema,
    answer: schemaAnswer(recordSchema('deleted', 'The deleted id', recordId('The deleted id'))),
    errors: { 404: UNKNOWN_ID },
  },
  async (c, { query: { _id } }) => ({ deleted: await deleteReview(c.get('db'), _id) }),
);

/** In the document's order. */
export const ADMIN_REVIEW_ROUTES = [adminReviews, moderateReview, deleteReviewCall] as const;
