import { describe, expectTypeOf, it } from 'vitest';
import type { CartAnswer } from '../core/cart/shop-cart';
import type { addCart, getCart } from '../server/cart/cart-routes';
import type { getPost } from '../server/content/post-routes';
import { apiGet, apiPost } from './api-client';

/*
 * The typed calls' checks happen when the type check runs (npm run typecheck, CI): each
 * @ts-expect-error line must stay an error, or the check fails. Nothing here is called.
 */
describe('calls typed from their declarations', () => {
  it('take the declared path, method and body, and give the declared answer', () => {
    const call = () => apiPost<typeof addCart>('add_cart', { item: { sku: 'A1', quantity: 1 } });
    expectTypeOf(call).returns.resolves.toEqualTypeOf<CartAnswer>();
    expectTypeOf(() =>
      apiGet<typeof getCart>('get_cart?token=x'),
    ).returns.resolves.toEqualTypeOf<CartAnswer>();
    // A path parameter is any text.
    void (() => apiGet<typeof getPost>('posts/abc'));
  });

  it('refuse another path, another method and a body without its required fields', () => {
    // @ts-expect-error: update_cart is not add_cart's path
    void (() => apiPost<typeof addCart>('update_cart', { item: { sku: 'A1', quantity: 1 } }));
    // @ts-expect-error: add_cart is a POST
    void (() => apiGet<typeof addCart>('add_cart'));
    // @ts-expect-error: a path parameter stands for text, not for the path's other words
    void (() => apiGet<typeof getPost>('post/abc'));
    // @ts-expect-error: add_cart needs its item
    void (() => apiPost<typeof addCart>('add_cart', { lng: 'en' }));
  });
});
