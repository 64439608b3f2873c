import { describe, expect, it } from 'vitest';
import { isReviewFilter, reviewsPath } from './admin-review';

describe('reviewsPath', () => {
  it('asks for one status', () => {
    expect(reviewsPath('P', 2)).toBe('admin_reviews?status=P&page=2&rows=20');
  });

  it('sends no status for every review', () => {
    expect(reviewsPath('all', 1, 50)).toBe('admin_reviews?page=1&rows=50');
  });

  it('never asks for a page before the first', () => {
    expect(reviewsPath('H', 0)).toBe('admin_reviews?status=H&page=1&rows=20');
  });
});

describe('isReviewFilter', () => {
  it('knows the statuses and "all" only', () => {
    expect(['P', 'A', 'H', 'all'].every(isReviewFilter)).toBe(true);
    expect(isReviewFilter('X')).toBe(false);
  });
});
