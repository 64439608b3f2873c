import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '../../src/core/validation/review';
import { customers, reviews } from '../../src/server/db/schema';
import { insertOrder, pickProducts, type ProductRow } from '../support/orders';
import { createTestApp, signedInAs, type TestApp } from '../support/test-app';

let t: TestApp;
let product: ProductRow;
let other: ProductRow;
beforeAll(async () => {
  t = await createTestApp();
  [product, other] = (await pickProducts(t.db, 2)) as [ProductRow, ProductRow];
});
afterAll(() => t.drop());

const NEEDS_PURCHASE = {
  code: 'REVIEW_NEEDS_PURCHASE',
  message: 'You must have purchased the item to add a review!',
};

interface OwnReview {
  _id: string;
  sku: string;
  name: string;
  nickName: string;
  rating: number;
  title: string;
  comment: string;
  status: string;
  lng: string;
}

const review = (overrides: Record<string, unknown> = {}) => ({
  review: {
    sku: product.sku,
    rating: 4,
    title: 'Good',
    comment: 'Sturdy and roomy.',
    ...overrides,
  },
});
const own = (body: Record<string, unknown>) => body.reviews as OwnReview[];
const publicReviews = async (sku: string) =>
  (await t.get(`/api/product_reviews?sku=${sku}`)).body.reviews as { comment: string }[];

describe('GET review_eligibility: asked before the form is shown', () => {
  const eligible = async (headers: Record<string, string>, sku = product.sku) => {
    const res = await t.get(`/api/review_eligibility?sku=${encodeURIComponent(sku)}`, headers);
    expect(res.status).toBe(200);
    return res.body.canReview as boolean;
  };

  it('needs a token', async () => {
    expect((await t.get(`/api/review_eligibility?sku=${product.sku}`)).status).toBe(401);
  });

  it('is false for a product never bought (or unpaid, or unknown) and true once bought', async () => {
    const me = await signedInAs(t.db, 'C');
    await insertOrder(t.db, { customer: me, lines: [{ product: other }] });
    await insertOrder(t.db, {
      customer: me,
      status: 'U',
      paymentStatus: 'U',
      lines: [{ product }],
    });
    expect(await eligible(me.headers)).toBe(false);
    expect(await eligible(me.headers, 'NO-SUCH')).toBe(false);
    expect(await eligible(me.headers, other.sku)).toBe(true);
    await insertOrder(t.db, { customer: me, status: 'S', lines: [{ product }] });
    expect(await eligible(me.headers, product.sku.toLowerCase())).toBe(true);
  });
});

describe('POST reviews: spec 5, "A review requires a prior purchase of the item."', () => {
  it('needs a token', async () => {
    expect((await t.send('POST', '/api/reviews', review())).status).toBe(401);
    expect((await t.get('/api/reviews')).status).toBe(401);
  });

  it('refuses a customer who never bought the item, with the catalogue message', async () => {
    const me = await signedInAs(t.db, 'C');
    await insertOrder(t.db, { customer: me, lines: [{ product: other }] });
    const res = await t.send('POST', '/api/reviews', review(), me.headers);
    expect(res.status).toBe(403);
    expect(res.body).toEqual(NEEDS_PURCHASE);
    const unknown = await t.send('POST', '/api/reviews', review({ sku: 'NO-SUCH' }), me.headers);
    expect(unknown.body).toEqual(NEEDS_PURCHASE);
  });

  it('does not count unpaid, cancelled, never-placed or cancelled-line purchases', async () => {
    const me = await signedInAs(t.db, 'C');
    await insertOrder(t.db, {
      customer: me,
      status: 'U',
      paymentStatus: 'U',
      lines: [{ product }],
    });
    await insertOrder(t.db, {
      customer: me,
      status: 'C',
      paymentStatus: 'U',
      lines: [{ product }],
    });
    await insertOrder(t.db, { customer: me, status: 'Z', lines: [{ product }] });
    await insertOrder(t.db, {
      customer: me,
      status: 'O',
      paymentStatus: 'U',
      placedAt: null,
      lines: [{ product }],
    });
    await insertOrder(t.db, { customer: me, lines: [{ product, status: 'Z' }] });
    const res = await t.send('POST', '/api/reviews', review(), me.headers);
    expect(res.status).toBe(403);
    expect(res.body).toEqual(NEEDS_PURCHASE);
  });

  it("takes a buyer's review as pending, hidden from visitors until approved", async () => {
    const me = await signedInAs(t.db, 'C');
    await insertOrder(t.db, {
      customer: me,
      status: 'S',
      lines: [{ product, shippedDate: new Date() }],
    });
    const res = await t.send(
      'POST',
      '/api/reviews',
      review({ sku: product.sku.toLowerCase() }),
      me.headers,
    );
    expect(res.status).toBe(201);
    const [mine] = own(res.body);
    expect(mine).toEqual(
      expect.objectContaining({
        sku: product.sku,
        name: product.eng.name,
        rating: 4,
        title: 'Good',
        comment: 'Sturdy and roomy.',
        status: 'P',
        lng: 'eng',
        nickName: expect.stringMatching(/^nick-/),
      }),
    );
    expect((await publicReviews(product.sku)).map((r) => r.comment)).not.toContain(
      'Sturdy and roomy.',
    );

    await t.db.update(reviews).set({ status: 'A' }).where(eq(reviews.id, mine!._id));
    expect((await publicReviews(product.sku)).map((r) => r.comment)).toContain('Sturdy and roomy.');
    expect(own((await t.get('/api/reviews', me.headers)).body)[0]!.status).toBe('A');
  });

  it('keeps one review per product: writing again updates it and sends it back to moderation', async () => {
    const me = await signedInAs(t.db, 'C');
    await insertOrder(t.db, { customer: me, status: 'C', lines: [{ product }] });
    const first = own((await t.send('POST', '/api/reviews', review(), me.headers)).body)[0]!;
    await t.db.update(reviews).set({ status: 'A' }).where(eq(reviews.id, first._id));
    await t.db
      .update(customers)
      .set({ nickName: `renamed-${me.id.slice(0, 8)}` })
      .where(eq(customers.id, me.id));

    const res = await t.send(
      'POST',
      '/api/reviews',
      review({ rating: 2, comment: 'Strap broke.', lng: 'ita' }),
      me.headers,
    );
    expect(res.status).toBe(201);
    expect(own(res.body)).toEqual([
      expect.objectContaining({
        _id: first._id,
        rating: 2,
        comment: 'Strap broke.',
        status: 'P',
        lng: 'ita',
        nickName: `renamed-${me.id.slice(0, 8)}`,
      }),
    ]);
    const rows = await t.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.customerId, me.id), eq(reviews.productId, product.id)));
    expect(rows).toHaveLength(1);
  });

  it('ignores a nickname sent in the request', async () => {
    const me = await signedInAs(t.db, 'C');
    await insertOrder(t.db, { customer: me, lines: [{ product }] });
    const res = await t.send('POST', '/api/reviews', review({ nickName: 'Impostor' }), me.headers);
    expect(own(res.body)[0]!.nickName).not.toBe('Impostor');
  });

  it('gives field messages for a bad review', async () => {
    const me = await signedInAs(t.db, 'C');
    const res = await t.send(
      'POST',
      '/api/reviews',
      review({ rating: 9, comment: ' ' }),
      me.headers,
    );
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual([
      { field: 'review.rating', message: REVIEW_MESSAGES.rating },
      { field: 'review.comment', message: REVIEW_MESSAGES.comment },
    ]);
  });
});
