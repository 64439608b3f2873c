import { defineRoute } from '../http/route/define-route';
import * as z from 'zod';
import { oneKeySchemaAnswer } from '../http/route/keyed-schema';
import { approvedReviewSchema } from './approved-review-answer';
import { approvedReviews } from './approved-reviews';
import { productReviewsQuery } from './product-review-schemas';

export const getProductReviews = defineRoute(
  {
    method: 'GET',
    path: '/product_reviews',
    cache: { tags: ['reviews'] },
    summary: 'A product’s approved reviews',
    tag: 'catalogue',
    access: 'public',
    query: productReviewsQuery,
    answer: oneKeySchemaAnswer(
      'reviews',
      'Approved reviews, newest first',
      z.array(approvedReviewSchema),
    ),
  },
  async (c, { query: { sku } }) => ({ reviews: await approvedReviews(c.get('db'), sku) }),
);

export const PRODUCT_REVIEW_ROUTES = [getProductReviews] as const;
