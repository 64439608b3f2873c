import { count, desc, eq, type SQL } from 'drizzle-orm';
import { contentLanguage } from '../../../core/routes/languages';
import { pageOffset, type AdminPaging } from '../../../core/validation/admin-people';
import type { Db } from '../../db/client';
import { customers, products, reviews } from '../../db/schema';
import { notFound } from '../../../core/domain-error';
import { reviewStatusSchema, type AdminReview, type ReviewStatus } from './admin-review-answer';

/**
 * A review with what the moderator needs beside it: the product's names (the Italian back
 * office shows the Italian one), the writer's email.
 */
function selectReviews(db: Db) {
  return db
    .select({
      review: reviews,
      productEng: products.eng,
      productIta: products.ita,
      email: customers.userName,
    })
    .from(reviews)
    .leftJoin(products, eq(products.id, reviews.productId))
    .innerJoin(customers, eq(customers.id, reviews.customerId));
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectReviews>['execute']>>[number];

/** The status is read through its schema: the column is text, kept to P, A, H by its check. */
function presentReview({ review, productEng, productIta, email }: Selected): AdminReview {
  return {
    _id: review.id,
    sku: review.sku,
    productName: productEng?.name ?? '',
    itaProductName: productIta?.name ?? '',
    nickName: review.nickName,
    email,
    rating: review.rating,
    title: review.title,
    comment: review.comment,
    lng: contentLanguage(review.lng),
    status: reviewStatusSchema.parse(review.status),
    createdAt: review.createdAt.toISOString(),
  };
}

export async function listAdminReviews(
  db: Db,
  query: AdminPaging & { status?: ReviewStatus | undefined },
) {
  const where: SQL | undefined = query.status ? eq(reviews.status, query.status) : undefined;
  const [rows, [total]] = await Promise.all([
    selectReviews(db)
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(query.rows)
      .offset(pageOffset(query)),
    db.select({ n: count() }).from(reviews).where(where),
  ]);
  return {
    reviews: rows.map(presentReview),
    total: total?.n ?? 0,
    page: query.page,
    rows: query.rows,
  };
}

export async function findAdminReview(db: Db, id: string): Promise<AdminReview> {
  const [row] = await selectReviews(db).where(eq(reviews.id, id)).limit(1);
  if (!row) throw notFound('The review');
  return presentReview(row);
}

/** Approves (A) or hides (H); `product_reviews` shows approved ones from the next read on. */
export async function setReviewStatus(db: Db, id: string, status: 'A' | 'H') {
  const updated = await db
    .update(reviews)
    .set({ status })
    .where(eq(reviews.id, id))
    .returning({ id: reviews.id });
  if (!updated.length) throw notFound('The review');
  return findAdminReview(db, id);
}

export async function deleteReview(db: Db, id: string): Promise<string> {
  const deleted = await db.delete(reviews).where(eq(reviews.id, id)).returning({ id: reviews.id });
  if (!deleted.length) throw notFound('The review');
  return id;
}
