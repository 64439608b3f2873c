import type { SellBy } from '../../core/catalogue/product';

/** A wishlist entry as GET/POST/DELETE wishlist answer it. */
export interface WishlistEntry {
  _id: string;
  sku: string;
  /** The product's route name; '' when the product is gone. */
  url: string;
  name: string;
  itaName: string;
  image: string;
  sellBy: SellBy;
  retailPrice: number;
  /** The sale discount in whole percent. */
  salePrice: number;
  /** Cents after the discount (per kg for weight-priced products). */
  price: number;
  /** The product is still in the catalogue (active). */
  available: boolean;
  inStock: boolean;
  dateAdded: string;
}

/** Whether the list holds the product (skus are matched as the server does, in any case). */
export const wishlistHas = (list: readonly WishlistEntry[], sku: string) =>
  list.some((entry) => entry.sku.toUpperCase() === sku.toUpperCase());
