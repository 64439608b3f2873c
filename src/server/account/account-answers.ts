import * as z from 'zod';
import { sellBySchema, shopCartAddressSchema } from '../../core/cart/shop-cart';
import { CONTENT_LANGUAGES } from '../../core/routes/languages';
import { presentedOrderSchema } from '../orders/order-answer';

/*
 * What the account calls answer of the caller's own lists (account-routes.ts), one schema per
 * entity: the document shows them and the list functions are typed by them.
 */

const when = z.iso.datetime();

/** An address book entry: the delivery address's fields with its id and default mark. */
export const addressBookEntrySchema = shopCartAddressSchema.omit({ addrId: true }).extend({
  _id: z.string(),
  isDefault: z.boolean().describe('The default entry, listed first'),
  addrCountry: z.string().describe('ISO 3166-1 alpha-2 code of a delivery country, or empty'),
});
export type PresentedAddress = z.output<typeof addressBookEntrySchema>;

/**
 * A wishlist entry with what the list shows of its product now; a product deleted or removed
 * from the catalogue stays on the list as unavailable. A local shape, not the catalogue's
 * product: the list keeps only these few fields.
 */
export const wishlistEntrySchema = z.object({
  _id: z.string(),
  productId: z.string(),
  sku: z.string(),
  url: z.string().describe('The product’s address; empty once it is gone'),
  name: z.string(),
  itaName: z.string(),
  image: z.string(),
  sellBy: sellBySchema,
  retailPrice: z.number().int().describe('Cents before the sale discount'),
  salePrice: z.number().int().describe('The sale’s percentage discount'),
  price: z
    .number()
    .int()
    .describe('Cents after the sale discount (per kg for weight-priced products)'),
  available: z.boolean().describe('The product is still in the catalogue'),
  inStock: z.boolean(),
  dateAdded: when,
});
export type WishlistEntry = z.output<typeof wishlistEntrySchema>;

/** One of the caller's own reviews, any status. */
export const ownReviewSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  sku: z.string(),
  name: z.string(),
  itaName: z.string(),
  url: z.string(),
  nickName: z.string(),
  rating: z.number().int(),
  title: z.string(),
  comment: z.string(),
  lng: z.enum(CONTENT_LANGUAGES),
  status: z.enum(['P', 'A', 'H']).describe('P pending, A approved, H hidden'),
  date: when,
});
export type OwnReview = z.output<typeof ownReviewSchema>;

/** A placed order as GET orders lists it: the presented order and what it still owes. */
export const accountOrderSchema = presentedOrderSchema.extend({
  amountDue: z
    .number()
    .int()
    .describe('Cents it still owes, by the rule the shop’s own order page shows'),
});
export type AccountOrder = z.output<typeof accountOrderSchema>;
