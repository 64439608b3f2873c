import * as z from 'zod';

/** GET product_reviews?sku=: the product whose approved reviews to read. */
export const productReviewsQuery = z.object({
  sku: z.string().trim().min(1, 'Enter a product code').max(64),
});
