import * as z from 'zod';
import { contentLanguageField, isoTime, recordId } from '../../../core/validation/answer-fields';

/** P pending moderation, A approved, H hidden: what reviews.status's check allows. */
export const reviewStatusSchema = z
  .enum(['P', 'A', 'H'])
  .describe('P pending moderation, A approved, H hidden');

/** A review with what the moderator needs beside it. */
export const adminReviewSchema = z.object({
  _id: recordId('The review id'),
  sku: z.string(),
  productName: z.string().describe('The product’s English name; empty if the product is gone'),
  itaProductName: z.string().describe('The product’s Italian name; empty if it has none'),
  nickName: z.string().describe('The writer’s nickname, as shown with the review'),
  email: z.string().describe('The writer’s account'),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  comment: z.string(),
  lng: contentLanguageField('The language it was written in'),
  status: reviewStatusSchema,
  createdAt: isoTime('When it was written'),
});

export type AdminReview = z.output<typeof adminReviewSchema>;
export type ReviewStatus = z.output<typeof reviewStatusSchema>;
