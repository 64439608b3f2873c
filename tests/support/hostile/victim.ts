import type { ShopCart } from '../../../src/core/cart/shop-cart';
import { insertOrder, pickProducts } from '../orders';
import { signedInAs, type TestApp } from '../test-app';
import type { Victim } from './recipe';
import { firstOptions } from '../product-options';

const ADDRESS = {
  addrName: 'Vera Victim',
  addrEmail: 'vera@example.com',
  addrTel: '+39 06 1234 5678',
  addrLine1: 'Via Roma 1',
  addrCity: 'Roma',
  addrCode: '00100',
  addrCountry: 'IT',
};

async function sent(
  t: TestApp,
  method: 'POST',
  path: string,
  body: unknown,
  headers: Record<string, string>,
) {
  const res = await t.send(method, path, body, headers);
  if (res.status >= 300)
    throw new Error(`${path} for the victim failed: ${JSON.stringify(res.body)}`);
  return res.body;
}

/**
 * A second customer with real data of every kind a customer owns: a cart with a line, an
 * address, a wishlist entry, a placed order (shipped, so she may review it) and a review.
 */
export async function createVictim(t: TestApp): Promise<Victim> {
  const who = await signedInAs(t.db, 'C');
  const [product] = await pickProducts(t.db, 1);
  if (!product) throw new Error('no product for the victim');
  const { cart } = (await sent(
    t,
    'POST',
    '/api/add_cart',
    { item: { sku: product.sku, quantity: 1, ...(await firstOptions(t.db, product.sku)) } },
    who.headers,
  )) as {
    cart: ShopCart;
  };
  const line = cart.items[0];
  if (!line) throw new Error('the victim cart has no line');
  const { addressBook } = (await sent(
    t,
    'POST',
    '/api/addressbook',
    { address: ADDRESS },
    who.headers,
  )) as {
    addressBook: { _id: string }[];
  };
  await sent(t, 'POST', '/api/wishlist', { sku: product.sku }, who.headers);
  const order = await insertOrder(t.db, {
    customer: who,
    status: 'S',
    lines: [{ product, shipped: true }],
  });
  const { reviews } = (await sent(
    t,
    'POST',
    '/api/reviews',
    { review: { sku: product.sku, rating: 4, comment: 'Lovely bag' } },
    who.headers,
  )) as { reviews: { _id: string }[] };
  const address = addressBook[0];
  const review = reviews[0];
  const itemId = order.itemIds[0];
  if (!address || !review || !itemId) throw new Error('victim data is incomplete');
  return {
    id: who.id,
    email: who.email,
    cartId: cart.cartId,
    cartLineKey: line.key,
    orderId: order.id,
    itemId,
    addressId: address._id,
    wishlistSku: product.sku,
    reviewId: review._id,
  };
}
