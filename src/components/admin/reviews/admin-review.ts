import { removeById, replaceById, type PagedList } from '../admin-paging';

/** A review as GET /api/admin_reviews answers it (docs/api-admin.md). */
export interface AdminReview {
  _id: string;
  sku: string;
  productName: string;
  nickName: string;
  email: string;
  rating: number;
  title: string;
  comment: string;
  lng: string;
  /** P pending approval, A approved, H hidden. */
  status: 'P' | 'A' | 'H';
  createdAt: string;
}

/** The screen's choices: a status, or every review (the API's "no status"). */
export const REVIEW_FILTERS = ['P', 'A', 'H', 'all'] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];

export const isReviewFilter = (value: string): value is ReviewFilter =>
  (REVIEW_FILTERS as readonly string[]).includes(value);

export const REVIEW_ROWS = 20;

/** GET path for one page of the chosen reviews, newest first. */
export function reviewsPath(filter: ReviewFilter, page: number, rows = REVIEW_ROWS): string {
  const params = new URLSearchParams();
  if (filter !== 'all') params.set('status', filter);
  params.set('page', String(Math.max(1, Math.floor(page) || 1)));
  params.set('rows', String(rows));
  return `admin_reviews?${params.toString()}`;
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
