import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import { requireCustomer } from '../http/auth';
import type { AppEnv } from '../http/env';
import { unauthorised } from '../../core/domain-error';
import { parseBody, parseQuery } from '../http/validate';
import { addressBody, addressIdBody, returnBody, reviewBody, skuBody } from './account-schemas';
import { deleteAddress, listAddressBook, saveAddress } from './address-book';
import { listOrders } from './orders';
import { listReturns, requestReturn } from './returns';
import { listOwnReviews, mayReview, writeReview } from './reviews';
import { addToWishlist, listWishlist, removeFromWishlist } from './wishlist';

/**
 * Whose data a call touches: the token's customer, always. Ids and emails in the request never
 * choose the account (requireCustomer already refused a token sent with someone else's email).
 */
function callerId(c: Context<AppEnv>): string {
  const auth = c.get('auth');
  if (!auth) throw unauthorised();
  return auth.customerId;
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

/** The customer's own data (docs/api-accounts.md, "Profile and account data"). */
export const accountRoutes = new Hono<AppEnv>()
  .get('/addressbook', requireCustomer, async (c) =>
    c.json({ addressBook: await listAddressBook(c.get('db'), callerId(c)) }),
  )
  .post('/addressbook', requireCustomer, async (c) => {
    const { address } = await parseBody(c, addressBody);
    return c.json({ addressBook: await saveAddress(c.get('db'), callerId(c), address) });
  })
  .delete('/addressbook', requireCustomer, async (c) => {
    const id = await queryOrBody(c, 'id', addressIdBody, (body) => body.address._id);
    return c.json({ addressBook: await deleteAddress(c.get('db'), callerId(c), id) });
  })
  .get('/wishlist', requireCustomer, async (c) =>
    c.json({ wishlists: await listWishlist(c.get('db'), callerId(c)) }),
  )
  .post('/wishlist', requireCustomer, async (c) => {
    const body = await parseBody(c, skuBody);
    return c.json({ wishlists: await addToWishlist(c.get('db'), callerId(c), body.sku) });
  })
  .delete('/wishlist', requireCustomer, async (c) => {
    const wanted = await queryOrBody(c, 'sku', skuBody, (body) => body.sku);
    return c.json({ wishlists: await removeFromWishlist(c.get('db'), callerId(c), wanted) });
  })
  .get('/reviews', requireCustomer, async (c) =>
    c.json({ reviews: await listOwnReviews(c.get('db'), callerId(c)) }),
  )
  .post('/reviews', requireCustomer, async (c) => {
    const { review } = await parseBody(c, reviewBody);
    return c.json({ reviews: await writeReview(c.get('db'), callerId(c), review) }, 201);
  })
  .get('/review_eligibility', requireCustomer, async (c) => {
    const { sku } = parseQuery(c, skuBody);
    return c.json({ canReview: await mayReview(c.get('db'), callerId(c), sku) });
  })
  .get('/orders', requireCustomer, async (c) =>
    c.json({ orders: await listOrders(c.get('db'), callerId(c)) }),
  )
  .put('/return_item', requireCustomer, async (c) => {
    const { item } = await parseBody(c, returnBody);
    const db = c.get('db');
    const customerId = callerId(c);
    const returnId = await requestReturn(db, customerId, item);
    const [[returnedItem], orders] = await Promise.all([
      listReturns(db, customerId, returnId),
      listOrders(db, customerId),
    ]);
    return c.json({ returnedItem, orders });
  })
  .get('/returns', requireCustomer, async (c) =>
    c.json({ returns: await listReturns(c.get('db'), callerId(c)) }),
  );
