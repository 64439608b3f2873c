import { describe, expect, it } from 'vitest';
import {
  initialShopState,
  shopActions,
  shopReducer,
  type ShopAction,
  type ShopState,
} from './shop-slice';
import { makeCartItem, makeShopCart } from './testing/make-shop-cart';

const reduce = (state: ShopState, ...actions: ShopAction[]) => actions.reduce(shopReducer, state);

describe('shop slice: the server cart', () => {
  it('keeps what storage held and marks the state restored', () => {
    const cart = makeShopCart();
    const state = reduce(
      initialShopState,
      shopActions.restored({ confirmAge: true, customerCart: cart }),
    );
    expect(state).toMatchObject({ confirmAge: true, customerCart: cart, restored: true });
  });

  it('replaces the cart with each answer, whole', () => {
    const first = makeShopCart();
    const second = makeShopCart({
      items: [makeCartItem({ quantity: 3, itemIncTax: 13500 })],
      cart: { totalItems: 3, totalPrice: 13500 },
    });
    const state = reduce(
      initialShopState,
      shopActions.cartReplaced(first),
      shopActions.cartReplaced(second),
    );
    expect(state.customerCart).toEqual(second);
  });

  it('forgets the cart when the answer has none, or when it is cleared', () => {
    const withCart = reduce(initialShopState, shopActions.cartReplaced(makeShopCart()));
    expect(reduce(withCart, shopActions.cartReplaced(null)).customerCart).toBeNull();
    expect(reduce(withCart, shopActions.cartCleared()).customerCart).toBeNull();
  });

  it('leaves the age answer alone when the cart changes', () => {
    const state = reduce(
      initialShopState,
      shopActions.ageConfirmed(),
      shopActions.cartReplaced(makeShopCart()),
      shopActions.cartCleared(),
    );
    expect(state.confirmAge).toBe(true);
  });
});
