import { and, desc, eq, or, sql } from 'drizzle-orm';
import { WISHLIST_LIMIT } from '../../core/account/wishlist';
import { API_ERROR_MESSAGES } from '../../core/api-errors';
import type { SellBy } from '../../core/catalogue/product';
import { isInStock } from '../../core/catalogue/stock';
import { salePriceCents } from '../../core/money/sale-price';
import type { Db } from '../db/client';
import { products, wishlists } from '../db/schema';
import { DomainError, notFound } from '../../core/domain-error';
import { optionalImageUrl } from '../providers/images';
import type { WishlistEntry } from './account-answers';
import { productBySku } from './product-by-sku';

/**
 * The caller's wishlist, newest first. The product is joined, not required: a deleted product
 * (or one removed from the catalogue) stays on the list as unavailable instead of vanishing.
 */
export async function listWishlist(db: Db, customerId: string): Promise<WishlistEntry[]> {
  const rows = await db
    .select({ entry: wishlists, product: products })
    .from(wishlists)
    .leftJoin(products, eq(products.id, wishlists.productId))
    .where(eq(wishlists.customerId, customerId))
    .orderBy(desc(wishlists.createdAt), desc(wishlists.id));
  return rows.map(({ entry, product }) => {
    const available = product?.status === 'A';
    const sellBy: SellBy = product?.sellBy === 'w' ? 'w' : 'u';
    return {
      _id: entry.id,
      productId: entry.productId,
      sku: product?.sku ?? entry.sku,
      url: product?.url ?? '',
      name: product?.eng.name ?? '',
      itaName: product?.ita.name || product?.eng.name || '',
      image: optionalImageUrl(product?.images[0] ?? ''),
      sellBy,
      retailPrice: product?.retailPrice ?? 0,
      salePrice: product?.salePercent ?? 0,
      /** Cents after the sale discount (per kg for weight-priced products). */
      price: product ? salePriceCents(product.retailPrice, product.salePercent) : 0,
      available,
      inStock: available && product ? isInStock(product) : false,
      dateAdded: entry.createdAt.toISOString(),
    };
  });
}

/** POST wishlist: an active product only; adding it again changes nothing. */
export async function addToWishlist(db: Db, customerId: string, sku: string) {
  const product = await productBySku(db, sku);
  if (!product || product.status !== 'A') throw notFound('That product');
  const count = await db.$count(wishlists, eq(wishlists.customerId, customerId));
  const [already] = await db
    .select({ id: wishlists.id })
    .from(wishlists)
    .where(and(eq(wishlists.customerId, customerId), eq(wishlists.productId, product.id)));
  if (!already) {
    if (count >= WISHLIST_LIMIT) {
      throw new DomainError('conflict', 'WISHLIST_FULL', API_ERROR_MESSAGES.WISHLIST_FULL);
    }
    await db
      .insert(wishlists)
      .values({ customerId, productId: product.id, sku: product.sku })
      .onConflictDoNothing();
  }
  return listWishlist(db, customerId);
}

/**
 * DELETE wishlist: removes the caller's entry for the sku whatever became of the product (an
 * unavailable product must still be removable); a sku not on the caller's list is a 404.
 */
export async function removeFromWishlist(db: Db, customerId: string, sku: string) {
  const product = await productBySku(db, sku);
  // The entry keeps the sku it was added with; the product's current sku finds it too.
  const sameProduct = or(
    eq(sql`upper(${wishlists.sku})`, sku.toUpperCase()),
    product ? eq(wishlists.productId, product.id) : undefined,
  );
  const removed = await db
    .delete(wishlists)
    .where(and(eq(wishlists.customerId, customerId), sameProduct))
    .returning({ id: wishlists.id });
  if (removed.length === 0) throw notFound('That product');
  return listWishlist(db, customerId);
}
