import { describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES, reviewSchema } from './review';
import { messagesOf } from './testing';

const valid = { sku: 'BG-001', rating: 4, comment: 'Sturdy and roomy.' };

describe('a review', () => {
  it('needs a product, a rating and a comment; the title is optional', () => {
    expect(reviewSchema.parse(valid)).toEqual({ ...valid, title: '' });
    expect(messagesOf(reviewSchema, {})).toEqual({
      sku: [REVIEW_MESSAGES.sku],
      rating: [REVIEW_MESSAGES.rating],
      comment: [REVIEW_MESSAGES.comment],
    });
  });

  it('takes whole ratings from 1 to 5', () => {
    for (const rating of [1, 5])
      expect(reviewSchema.safeParse({ ...valid, rating }).success).toBe(true);
    for (const rating of [0, 6, 3.5, '4']) {
      expect(messagesOf(reviewSchema, { ...valid, rating }), String(rating)).toEqual({
        rating: [REVIEW_MESSAGES.rating],
      });
    }
  });

  it('trims the text, treats a blank comment as missing and caps the lengths', () => {
    expect(reviewSchema.parse({ ...valid, title: '  Good  ' }).title).toBe('Good');
    expect(messagesOf(reviewSchema, { ...valid, comment: '   ' })).toEqual({
      comment: [REVIEW_MESSAGES.comment],
    });
    expect(Object.keys(messagesOf(reviewSchema, { ...valid, comment: 'x'.repeat(2001) }))).toEqual([
      'comment',
    ]);
    expect(Object.keys(messagesOf(reviewSchema, { ...valid, title: 'x'.repeat(121) }))).toEqual([
      'title',
    ]);
  });

  it('takes the language as a content code', () => {
    expect(reviewSchema.parse({ ...valid, lng: 'ita' }).lng).toBe('ita');
    expect(reviewSchema.safeParse({ ...valid, lng: 'it' }).success).toBe(false);
  });
});
