import { describe, expect, it } from 'vitest';
import {
  afterStatusChange,
  isReviewFilter,
  reviewedProduct,
  reviewsPath,
  type AdminReview,
} from './admin-review';

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

const review = (id: string, status: AdminReview['status']): AdminReview => ({
  _id: id,
  sku: 'LG-017',
  productName: 'Tote',
  itaProductName: 'Borsa',
  nickName: 'Anna',
  email: 'anna@example.com',
  rating: 5,
  title: '',
  comment: 'Good',
  lng: 'eng',
  status,
  createdAt: '2026-03-04T18:04:00Z',
});

describe('reviewedProduct', () => {
  it("names the product in the back office's language, English where it has no Italian name", () => {
    expect(reviewedProduct(review('a', 'P'), 'ita')).toBe('Borsa');
    expect(reviewedProduct(review('a', 'P'), 'eng')).toBe('Tote');
    expect(reviewedProduct({ ...review('a', 'P'), itaProductName: '' }, 'ita')).toBe('Tote');
  });

  it('names a product that is gone by its sku', () => {
    const gone = { ...review('a', 'P'), productName: '', itaProductName: '' };
    expect(reviewedProduct(gone, 'ita')).toBe('LG-017');
  });
});

describe('afterStatusChange', () => {
  const waiting = { items: [review('a', 'P'), review('b', 'P')], total: 7, page: 1, rows: 20 };

  it('takes an approved review out of the reviews waiting for approval, counted one less', () => {
    const list = afterStatusChange(waiting, 'P', review('a', 'A'));
    expect(list.items.map((item) => item._id)).toEqual(['b']);
    expect(list.total).toBe(6);
  });

  it('keeps the review, changed, in the list of every review', () => {
    const list = afterStatusChange(waiting, 'all', review('a', 'A'));
    expect(list.items.map((item) => item.status)).toEqual(['A', 'P']);
    expect(list.total).toBe(7);
  });
});
