import * as z from 'zod';
import { optionalText, requiredText } from './fields';

/** Field messages in the catalogue's style (spec 8 has none for reviews). */
export const REVIEW_MESSAGES = {
  sku: 'Choose the product to review',
  rating: 'Give a rating from 1 to 5 stars',
  comment: 'Enter your review',
} as const;

export const REVIEW_TITLE_MAX = 120;
export const REVIEW_COMMENT_MAX = 2000;

/** POST reviews: `{ review: { sku, rating, title?, comment, lng? } }`. */
export const reviewSchema = z.object({
  sku: requiredText(REVIEW_MESSAGES.sku, 64),
  rating: z
    .number({ error: REVIEW_MESSAGES.rating })
    .int(REVIEW_MESSAGES.rating)
    .min(1, REVIEW_MESSAGES.rating)
    .max(5, REVIEW_MESSAGES.rating),
  title: optionalText(REVIEW_TITLE_MAX),
  comment: requiredText(REVIEW_MESSAGES.comment, REVIEW_COMMENT_MAX),
  /** The language the review is written in (content code); the customer's language otherwise. */
  lng: z.enum(['eng', 'ita'], { error: 'Use eng or ita' }).optional(),
});

export type ReviewInput = z.input<typeof reviewSchema>;
export type Review = z.output<typeof reviewSchema>;
