import type { adminReviews } from '../../../server/admin/reviews/admin-review-routes';
import type { AnswerOf } from '../../../server/http/route/define-route';
import type { ContentLanguage } from '../../../core/routes/languages';
import type { CallPath } from '../../../state/api-client';
import { lineName } from '../../account/order-entry';
import { removeById, replaceById, statusPageQuery, type PagedList } from '../admin-paging';

/**
 * A review as GET /api/admin_reviews answers it (its declaration, docs/api-admin.md); `status`
 * is P pending approval, A approved, H hidden.
 */
export type AdminReview = AnswerOf<typeof adminReviews>['reviews'][number];

/**
 * The reviewed product as the moderator reads it: its name in the back office's language
 * (English where it has no Italian one), its sku when the product is gone.
 */
export const reviewedProduct = (review: AdminReview, lng: ContentLanguage): string =>
  lineName({ name: review.productName, itaName: review.itaProductName }, lng) || review.sku;

/** The screen's choices: a status, or every review (the API's "no status"). */
export const REVIEW_FILTERS = ['P', 'A', 'H', 'all'] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];

export const isReviewFilter = (value: string): value is ReviewFilter =>
  (REVIEW_FILTERS as readonly string[]).includes(value);

export const REVIEW_ROWS = 20;

/** GET path for one page of the chosen reviews, newest first. */
export function reviewsPath(
  filter: ReviewFilter,
  page: number,
  rows = REVIEW_ROWS,
): CallPath<typeof adminReviews> {
  return `admin_reviews?${statusPageQuery(filter === 'all' ? '' : filter, page, rows)}`;
}

/**
 * The list once a review's status changed: a review that no longer has the status the list
 * shows leaves it (an approved review is no longer waiting for approval), counted one less;
 * otherwise it stays, as the server answered it.
 */
export function afterStatusChange(
  list: PagedList<AdminReview>,
  filter: ReviewFilter,
  review: AdminReview,
): PagedList<AdminReview> {
  return filter === 'all' || review.status === filter
    ? replaceById(list, review)
    : removeById(list, review._id);
}
