import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../src/server/db/schema';
import { insertOrder, pickProducts, type ProductRow } from '../support/orders';
import { createTestApp, signedInAs, type TestApp } from '../support/test-app';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAs>>;
let product: ProductRow;
let other: ProductRow;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t.db, 'A');
  [product, other] = (await pickProducts(t.db, 2)) as [ProductRow, ProductRow];
});
afterAll(() => t.drop());

interface AdminReview {
  _id: string;
  sku: string;
  productName: string;
  itaProductName: string;
  nickName: string;
  email: string;
  rating: number;
  title: string;
  comment: string;
  lng: string;
  status: string;
  createdAt: string;
}

const list = async (query = '') => {
  const res = await t.get(`/api/admin_reviews${query}`, admin.headers);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { reviews: AdminReview[]; total: number; page: number; rows: number };
};

/** A review written straight into the table, at a chosen time. */
async function insertReview(
  p: { status?: 'P' | 'A' | 'H'; createdAt?: Date; product?: ProductRow } = {},
) {
  const writer = await signedInAs(t.db, 'C');
  const on = p.product ?? product;
  const [row] = await t.db
    .insert(reviews)
    .values({
      customerId: writer.id,
      productId: on.id,
      sku: on.sku,
      nickName: `nick-${randomBytes(3).toString('hex')}`,
      rating: 5,
      title: 'Lovely',
      comment: `Comment ${randomBytes(4).toString('hex')}`,
      lng: 'it',
      status: p.status ?? 'P',
      ...(p.createdAt ? { createdAt: p.createdAt } : {}),
    })
    .returning();
  return { row: row!, writer };
}

const publicComments = async (sku: string) =>
  ((await t.get(`/api/product_reviews?sku=${sku}`)).body.reviews as { comment: string }[]).map(
    (r) => r.comment,
  );

describe('GET admin_reviews', () => {
  it('lists every review newest first, with the product name and the writer', async () => {
    const { row, writer } = await insertReview({ createdAt: new Date(Date.now() + 60_000) });
    const body = await list();
    const [total] = await t.db.select({ n: count() }).from(reviews);
    expect(body.total).toBe(total!.n);
    expect(body.page).toBe(1);
    expect(body.rows).toBe(25);
    expect(body.reviews[0]).toEqual({
      _id: row.id,
      sku: product.sku,
      productName: product.eng.name,
      itaProductName: product.ita.name,
      nickName: row.nickName,
      email: writer.email,
      rating: 5,
      title: 'Lovely',
      comment: row.comment,
      lng: 'ita',
      status: 'P',
      createdAt: row.createdAt.toISOString(),
    });
    const times = body.reviews.map((r) => r.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('filters by status and pages', async () => {
    const base = Date.now() + 3_600_000;
    const hidden = [];
    for (let i = 0; i < 3; i += 1) {
      hidden.push((await insertReview({ status: 'H', createdAt: new Date(base + i * 1000) })).row);
    }
    const [inTable] = await t.db
      .select({ n: count() })
      .from(reviews)
      .where(eq(reviews.status, 'H'));
    const first = await list('?status=H&rows=2');
    expect(first.total).toBe(inTable!.n);
    expect(first.reviews.map((r) => r._id)).toEqual([hidden[2]!.id, hidden[1]!.id]);
    const second = await list('?status=H&rows=2&page=2');
    expect(second.page).toBe(2);
    expect(second.reviews[0]!._id).toBe(hidden[0]!.id);
    expect(second.reviews.every((r) => r.status === 'H')).toBe(true);
    // Empty values are what a form leaves: they count as not sent.
    expect((await list('?status=&page=&rows=')).total).toBeGreaterThanOrEqual(first.total);
  });

  it('refuses a status or paging it does not know', async () => {
    for (const query of ['?status=X', '?page=0', '?rows=101', '?rows=abc']) {
      const res = await t.get(`/api/admin_reviews${query}`, admin.headers);
      expect(res.status, query).toBe(400);
    }
  });
});

describe('POST admin_reviews', () => {
  it('approves a review written through the shop, which product_reviews then shows', async () => {
    const shopper = await signedInAs(t.db, 'C');
    await insertOrder(t.db, { customer: shopper, lines: [{ product: other }] });
    const comment = `Approved ${randomBytes(4).toString('hex')}`;
    const written = await t.send(
      'POST',
      '/api/reviews',
      { review: { sku: other.sku, rating: 4, title: 'Good', comment } },
      shopper.headers,
    );
    expect(written.status, JSON.stringify(written.body)).toBeLessThan(300);
    expect(await publicComments(other.sku)).not.toContain(comment);

    const pending = (await list('?status=P')).reviews.find((r) => r.comment === comment);
    expect(pending).toMatchObject({ status: 'P', email: shopper.email, sku: other.sku });
    const res = await t.send(
      'POST',
      '/api/admin_reviews',
      { _id: pending!._id, status: 'A' },
      admin.headers,
    );
    expect(res.status).toBe(200);
    expect(res.body.review).toMatchObject({ _id: pending!._id, status: 'A', comment });
    expect(await publicComments(other.sku)).toContain(comment);

    const hidden = await t.send(
      'POST',
      '/api/admin_reviews',
      { _id: pending!._id, status: 'H' },
      admin.headers,
    );
    expect(hidden.body.review).toMatchObject({ status: 'H' });
    expect(await publicComments(other.sku)).not.toContain(comment);
  });

  it('refuses a status other than A or H, and answers 404 for an unknown review', async () => {
    const { row } = await insertReview();
    const bad = await t.send(
      'POST',
      '/api/admin_reviews',
      { _id: row.id, status: 'P' },
      admin.headers,
    );
    expect(bad.status).toBe(400);
    const missing = await t.send(
      'POST',
      '/api/admin_reviews',
      { _id: '00000000-0000-4000-8000-000000000000', status: 'A' },
      admin.headers,
    );
    expect(missing.status).toBe(404);
    const [stored] = await t.db.select().from(reviews).where(eq(reviews.id, row.id));
    expect(stored!.status).toBe('P');
  });
});

describe('DELETE admin_reviews', () => {
  it('removes the review and says which; a second delete is 404', async () => {
    const { row } = await insertReview({ status: 'A' });
    expect(await publicComments(product.sku)).toContain(row.comment);
    const res = await t.send(
      'DELETE',
      `/api/admin_reviews?_id=${row.id}`,
      undefined,
      admin.headers,
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: row.id });
    expect(await t.db.select().from(reviews).where(eq(reviews.id, row.id))).toEqual([]);
    expect(await publicComments(product.sku)).not.toContain(row.comment);
    const again = await t.send(
      'DELETE',
      `/api/admin_reviews?_id=${row.id}`,
      undefined,
      admin.headers,
    );
    expect(again.status).toBe(404);
    const bad = await t.send('DELETE', '/api/admin_reviews?_id=nope', undefined, admin.headers);
    expect(bad.status).toBe(400);
  });
});
