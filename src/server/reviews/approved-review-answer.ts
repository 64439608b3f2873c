import * as z from 'zod';

/** A published review as a product page reads it (approved-reviews.ts). */
export const approvedReviewSchema = z.object({
  _id: z.string(),
  sku: z.string().describe('The reviewed product’s sku'),
  nickName: z.string(),
  rating: z.number().int(),
  title: z.string(),
  comment: z.string(),
  lng: z.enum(['eng', 'ita']).describe('The language it was written in (content code)'),
  date: z.iso.datetime().describe('When it was written (ISO 8601)'),
});

export type ApprovedReview = z.output<typeof approvedReviewSchema>;
