import { and, desc, eq } from 'drizzle-orm';
import { contentLanguage } from '../../core/routes/languages';
import type { Db } from '../db/client';
import { reviews } from '../db/schema';
import type { ApprovedReview } from './approved-review-answer';

/** Reviews a visitor may read: approved ones only, newest first. */
export async function approvedReviews(db: Db, sku: string): Promise<ApprovedReview[]> {
  const rows = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.sku, sku), eq(reviews.status, 'A')))
    .orderBy(desc(reviews.createdAt));
  return rows.map((row) => ({
    _id: row.id,
    sku: row.sku,
    nickName: row.nickName,
    rating: row.rating,
    title: row.title,
    comment: row.comment,
    // The API speaks the spec's content codes (eng/ita); the row keeps the UI code (en/it).
    lng: contentLanguage(row.lng),
    date: row.createdAt.toISOString(),
  }));
}
