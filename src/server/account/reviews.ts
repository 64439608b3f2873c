import { and, desc, eq, or, sql } from 'drizzle-orm';
import { hasPurchased } from '../../core/account/review-eligibility';
import { ERROR_MESSAGES } from '../../core/errors';
import type { ItemStatus, OrderStatus, PaymentStatus } from '../../core/orders/order-status';
import { contentLanguage, languageOf } from '../../core/routes/languages';
import type { Review } from '../../core/validation/review';
import type { Db } from '../db/client';
import { customers, orderItems, orders, products, reviews } from '../db/schema';
import { DomainError, unauthorised } from '../../core/domain-error';
import { columnCode } from '../db/column-code';
import { ownReviewSchema, type OwnReview } from './account-answers';
import { productBySku } from './product-by-sku';

const reviewStatusOf = columnCode(ownReviewSchema.shape.status, 'reviews.status');

/** The caller's own reviews, any status (P pending, A approved, H hidden), newest first. */
export async function listOwnReviews(db: Db, customerId: string): Promise<OwnReview[]> {
  const rows = await db
    .select({
      review: reviews,
      product: { url: products.url, eng: products.eng, ita: products.ita },
    })
    .from(reviews)
    .leftJoin(products, eq(products.id, reviews.productId))
    .where(eq(reviews.customerId, customerId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return rows.map(({ review, product }) => ({
    _id: review.id,
    productId: review.productId,
    sku: review.sku,
    name: product?.eng.name ?? '',
    itaName: product?.ita.name || product?.eng.name || '',
    url: product?.url ?? '',
    nickName: review.nickName,
    rating: review.rating,
    title: review.title,
    comment: review.comment,
    lng: contentLanguage(review.lng),
    status: reviewStatusOf(review.status),
    date: review.createdAt.toISOString(),
  }));
}

const needsPurchase = () =>
  new DomainError('forbidden', 'REVIEW_NEEDS_PURCHASE', ERROR_MESSAGES.REVIEW_NEEDS_PURCHASE);

/** Every line of the caller's orders holding the product, with what the purchase rule needs. */
async function purchasedLines(db: Db, customerId: string, product: { id: string; sku: string }) {
  const rows = await db
    .select({
      placedAt: orders.placedAt,
      orderStatus: orders.status,
      paymentStatus: orders.paymentStatus,
      itemStatus: orderItems.status,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.customerId, customerId),
        // An order line loses its product id if the product row is ever removed; its sku stays.
        or(
          eq(orderItems.productId, product.id),
          eq(sql`upper(${orderItems.sku})`, product.sku.toUpperCase()),
        ),
      ),
    );
  // The tables' check constraints keep the status columns to these codes.
  return rows.map((row) => ({
    placed: row.placedAt !== null,
    orderStatus: row.orderStatus as OrderStatus,
    paymentStatus: row.paymentStatus as PaymentStatus,
    itemStatus: row.itemStatus as ItemStatus,
  }));
}

/**
 * GET review_eligibility: whether the caller may review the product, asked before the form is
 * shown so nobody writes a review only to be refused. The same rule as POST reviews, which
 * still refuses on its own; an unknown sku is simply false.
 */
export async function mayReview(db: Db, customerId: string, sku: string): Promise<boolean> {
  const product = await productBySku(db, sku);
  return product ? hasPurchased(await purchasedLines(db, customerId, product)) : false;
}

/**
 * POST reviews: only a buyer of the product may review it (spec 5). One review per customer
 * and product: writing again replaces the text and sends it back to moderation (P). The
 * nickname is the customer's current one, never one from the request.
 */
export async function writeReview(db: Db, customerId: string, input: Review) {
  const product = await productBySku(db, input.sku);
  // An unknown sku gets the same answer as one not bought, so the catalogue cannot be probed.
  if (!product) throw needsPurchase();
  if (!hasPurchased(await purchasedLines(db, customerId, product))) throw needsPurchase();

  const [customer] = await db
    .select({ nickName: customers.nickName, lng: customers.lng })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!customer) throw unauthorised();

  const lng = input.lng ?? contentLanguage(customer.lng);
  const text = {
    sku: product.sku,
    nickName: customer.nickName,
    rating: input.rating,
    title: input.title,
    comment: input.comment,
    lng: languageOf(lng),
    status: 'P',
    createdAt: new Date(),
  };
  await db
    .insert(reviews)
    .values({ ...text, customerId, productId: product.id })
    .onConflictDoUpdate({ target: [reviews.customerId, reviews.productId], set: text });
  return listOwnReviews(db, customerId);
}
