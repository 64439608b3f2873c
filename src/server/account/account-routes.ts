import type { Context } from 'hono';
import * as z from 'zod';
import { oneKey } from '../http/route/keyed-answer';
import type { Db } from '../db/client';
import type { AppEnv } from '../http/env';
import { caller } from '../http/caller';
import { addressIdQuery, skuQuery } from '../http/openapi/documented-only';
import { defineRoute, schemaAnswer, type TypedAnswer } from '../http/route/define-route';
import { parseBody } from '../http/validate';
import { presentedReturnSchema } from '../orders/order-answer';
import {
  accountOrderSchema,
  addressBookEntrySchema,
  ownReviewSchema,
  wishlistEntrySchema,
} from './account-answers';
import { addressBody, addressIdBody, returnBody, reviewBody, skuBody } from './account-schemas';
import { deleteAddress, listAddressBook, saveAddress } from './address-book';
import { listOrders } from './orders';
import { listReturns, requestReturn } from './returns';
import { listOwnReviews, mayReview, writeReview } from './reviews';
import { addToWishlist, listWishlist, removeFromWishlist } from './wishlist';

/*
 * The customer's own data (docs/api-accounts.md, "Profile and account data"). Whose data a call
 * touches: the token's customer, always (caller(c)). Ids and emails in the request never choose
 * the account (requireCustomer already refused a token sent with someone else's email).
 */

/** The schema of a list answered under one key, `{ key: [entry, …] }`. */
function listSchema<K extends string, S extends z.ZodType>(key: K, what: string, entry: S) {
  // A computed key widens to string; the shape holds exactly `key`.
  return z.object({ [key]: z.array(entry).describe(what) } as Record<K, z.ZodArray<S>>);
}

/** A list answered under one key, described as `{ key }: what`. */
function listAnswer<K extends string, S extends z.ZodType>(key: K, what: string, entry: S) {
  return schemaAnswer({
    description: oneKey(key, what).description,
    schema: listSchema(key, what, entry),
  });
}

const addressBookAnswer = listAnswer('addressBook', 'The address book', addressBookEntrySchema);
const wishlistAnswer = listAnswer('wishlists', 'The wishlist', wishlistEntrySchema);
const CAN_REVIEW = 'true when a placed, paid order of the caller holds the product';
const ORDERS = 'Placed orders with their items, newest first (docs/api-accounts.md, "Order")';

/** GET one of the caller's lists, answered under one key: `{ key: list }`. */
function callerList<P extends string, A>(
  path: P,
  summary: string,
  answer: TypedAnswer<A>,
  read: (db: Db, customerId: string) => Promise<A>,
) {
  return defineRoute(
    { method: 'GET', path, summary, tag: 'account', access: 'customer', answer },
    async (c) => read(c.get('db'), caller(c).customerId),
  );
}

/** A DELETE names its target in the query (?id=, ?sku=) or in the JSON body. */
async function queryOrBody<T>(
  c: Context<AppEnv>,
  key: string,
  schema: z.ZodType<T>,
  pick: (body: T) => string,
): Promise<string> {
  const fromQuery = c.req.query(key)?.trim();
  return fromQuery ? fromQuery : pick(await parseBody(c, schema));
}

export const getAddressBook = callerList(
  '/addressbook',
  'The address book',
  listAnswer(
    'addressBook',
    'Addresses with _id and isDefault, the default first',
    addressBookEntrySchema,
  ),
  async (db, customerId) => ({ addressBook: await listAddressBook(db, customerId) }),
);

export const saveAddressCall = defineRoute(
  {
    method: 'POST',
    path: '/addressbook',
    summary: 'Add or update an address',
    tag: 'account',
    access: 'customer',
    body: addressBody,
    answer: addressBookAnswer,
    errors: { 404: 'Not one of the caller’s entries', 409: 'ADDRESS_BOOK_FULL (20 entries)' },
  },
  async (c, { body: { address } }) => ({
    addressBook: await saveAddress(c.get('db'), caller(c).customerId, address),
  }),
);

export const deleteAddressCall = defineRoute(
  {
    method: 'DELETE',
    path: '/addressbook',
    summary: 'Delete an address (`?id=` or the body)',
    tag: 'account',
    access: 'customer',
    query: addressIdQuery,
    body: addressIdBody,
    bodyOptional: true,
    readsOwnInput: true,
    answer: addressBookAnswer,
    errors: { 404: 'Not one of the caller’s entries' },
  },
  async (c) => {
    const id = await queryOrBody(c, 'id', addressIdBody, (body) => body.address._id);
    return { addressBook: await deleteAddress(c.get('db'), caller(c).customerId, id) };
  },
);

export const getWishlist = callerList(
  '/wishlist',
  'The wishlist',
  listAnswer('wishlists', 'Entries, newest first', wishlistEntrySchema),
  async (db, customerId) => ({ wishlists: await listWishlist(db, customerId) }),
);

export const addToWishlistCall = defineRoute(
  {
    method: 'POST',
    path: '/wishlist',
    summary: 'Add a product to the wishlist',
    tag: 'account',
    access: 'customer',
    body: skuBody,
    answer: wishlistAnswer,
    errors: { 404: 'Unknown or deleted product', 409: 'WISHLIST_FULL (100)' },
  },
  async (c, { body: { sku } }) => ({
    wishlists: await addToWishlist(c.get('db'), caller(c).customerId, sku),
  }),
);

export const removeFromWishlistCall = defineRoute(
  {
    method: 'DELETE',
    path: '/wishlist',
    summary: 'Remove a product from the wishlist (`?sku=` or the body)',
    tag: 'account',
    access: 'customer',
    query: skuQuery,
    body: skuBody,
    bodyOptional: true,
    readsOwnInput: true,
    answer: wishlistAnswer,
    errors: { 404: 'Not on the caller’s list' },
  },
  async (c) => {
    const wanted = await queryOrBody(c, 'sku', skuBody, (body) => body.sku);
    return { wishlists: await removeFromWishlist(c.get('db'), caller(c).customerId, wanted) };
  },
);

export const getOwnReviews = callerList(
  '/reviews',
  'The caller’s reviews',
  listAnswer('reviews', 'The caller’s reviews, any status', ownReviewSchema),
  async (db, customerId) => ({ reviews: await listOwnReviews(db, customerId) }),
);

export const reviewEligibility = defineRoute(
  {
    method: 'GET',
    path: '/review_eligibility',
    summary: 'Whether the caller may review a product (has bought it)',
    tag: 'account',
    access: 'customer',
    description:
      'Asked before the review form is shown; POST reviews applies the same rule and still refuses. An unknown sku is false.',
    query: skuBody,
    answer: schemaAnswer({
      ...oneKey('canReview', CAN_REVIEW),
      schema: z.object({ canReview: z.boolean().describe(CAN_REVIEW) }),
    }),
  },
  async (c, { query: { sku } }) => ({
    canReview: await mayReview(c.get('db'), caller(c).customerId, sku),
  }),
);

export const writeReviewCall = defineRoute(
  {
    method: 'POST',
    path: '/reviews',
    summary: 'Review a bought product',
    tag: 'account',
    access: 'customer',
    body: reviewBody,
    answer: { ...listAnswer('reviews', 'The caller’s reviews', ownReviewSchema), status: 201 },
    errors: { 403: 'REVIEW_NEEDS_PURCHASE (also for an unknown sku)' },
  },
  async (c, { body: { review } }) => ({
    reviews: await writeReview(c.get('db'), caller(c).customerId, review),
  }),
);

export const getOrders = callerList(
  '/orders',
  'The caller’s orders',
  listAnswer('orders', ORDERS, accountOrderSchema),
  async (db, customerId) => ({ orders: await listOrders(db, customerId) }),
);

export const returnItem = defineRoute(
  {
    method: 'PUT',
    path: '/return_item',
    summary: 'Ask to return an item',
    tag: 'account',
    access: 'customer',
    body: returnBody,
    answer: schemaAnswer({
      description: '{ returnedItem, orders }',
      schema: listSchema('orders', ORDERS, accountOrderSchema).extend({
        returnedItem: presentedReturnSchema
          .optional()
          .describe('The return request (as in GET returns)'),
      }),
    }),
    errors: {
      404: 'Not the caller’s item',
      409: 'RETURN_NOT_ALLOWED: not shipped, too late, already asked, or too many',
    },
  },
  async (c, { body: { item } }) => {
    const db = c.get('db');
    const { customerId } = caller(c);
    const returnId = await requestReturn(db, customerId, item);
    const [[returnedItem], orders] = await Promise.all([
      listReturns(db, customerId, returnId),
      listOrders(db, customerId),
    ]);
    return { returnedItem, orders };
  },
);

export const getReturns = callerList(
  '/returns',
  'The caller’s return requests',
  listAnswer('returns', 'Return requests, newest first', presentedReturnSchema),
  async (db, customerId) => ({ returns: await listReturns(db, customerId) }),
);

/** In the document's order. */
export const ACCOUNT_ROUTES = [
  getAddressBook,
  saveAddressCall,
  deleteAddressCall,
  getWishlist,
  addToWishlistCall,
  removeFromWishlistCall,
  getOwnReviews,
  reviewEligibility,
  writeReviewCall,
  getOrders,
  returnItem,
  getReturns,
] as const;
