import type { getOwnReviews } from '../../server/account/account-routes';
import type { AnswerOf } from '../../server/http/route/define-route';

/** A review as GET product_reviews answers it (approved ones). */
export interface ReviewEntry {
  _id: string;
  sku: string;
  nickName: string;
  rating: number;
  title: string;
  comment: string;
  date: string;
}

/** The customer's own review, with its product and moderation status (GET/POST reviews). */
export type OwnReview = AnswerOf<typeof getOwnReviews>['reviews'][number];
