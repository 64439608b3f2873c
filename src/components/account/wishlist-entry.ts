import type { getWishlist } from '../../server/account/account-routes';
import type { AnswerOf } from '../../server/http/route/define-route';

/** A wishlist entry as GET/POST/DELETE wishlist answer it (server/account/wishlist.ts). */
export type WishlistEntry = AnswerOf<typeof getWishlist>['wishlists'][number];

/** Whether the list holds the product (skus are matched as the server does, in any case). */
export const wishlistHas = (list: readonly WishlistEntry[], sku: string) =>
  list.some((entry) => entry.sku.toUpperCase() === sku.toUpperCase());
