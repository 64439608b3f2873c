import type { ShopCart } from '../core/cart/shop-cart';
import type { ShopDefaults } from '../core/site/shop-data';

/**
 * The storefront part of the spec's shop state (section 3). customerCart and confirmAge are
 * the two fields kept on reload (section 4); defaults are the live answer of GET defaults,
 * null until it arrives (the layout then uses the build's copy). customerCart is the server's
 * cart as the last cart call answered it: the browser computes none of its figures.
 *
 * Plain action creators and a plain reducer rather than Redux Toolkit's createSlice: the store
 * is in every page's first load, and the toolkit (with immer) was a fifth of app.js.
 */
export interface ShopState {
  confirmAge: boolean;
  customerCart: ShopCart | null;
  defaults: ShopDefaults | null;
  /** The browser's storage has been read: before that, the age gate must not flash. */
  restored: boolean;
}

export const initialShopState: ShopState = {
  confirmAge: false,
  customerCart: null,
  defaults: null,
  restored: false,
};

export const shopActions = {
  /** What storage held, already checked (persisted-shop drops expired or foreign carts). */
  restored: (payload: { confirmAge: boolean; customerCart: ShopCart | null }) =>
    ({ type: 'shop/restored', payload }) as const,
  defaultsLoaded: (payload: ShopDefaults) => ({ type: 'shop/defaultsLoaded', payload }) as const,
  ageConfirmed: () => ({ type: 'shop/ageConfirmed' }) as const,
  ageCleared: () => ({ type: 'shop/ageCleared' }) as const,
  /**
   * Spec 4: "The cart is replaced on add or refresh"; null when the server answered that the
   * cart is gone (its last line removed).
   */
  cartReplaced: (payload: ShopCart | null) => ({ type: 'shop/cartReplaced', payload }) as const,
  /** Spec 4: cleared after delete, payment confirm or order confirm (and at logout). */
  cartCleared: () => ({ type: 'shop/cartCleared' }) as const,
};

export type ShopAction = ReturnType<(typeof shopActions)[keyof typeof shopActions]>;

/** Any other action (the customer's, redux's own) leaves the state as it is. */
export function shopReducer(
  state: ShopState = initialShopState,
  action: ShopAction | { type: string },
): ShopState {
  const known = action as ShopAction;
  switch (known.type) {
    case 'shop/restored':
      return { ...state, ...known.payload, restored: true };
    case 'shop/defaultsLoaded':
      return { ...state, defaults: known.payload };
    case 'shop/ageConfirmed':
      return { ...state, confirmAge: true };
    case 'shop/ageCleared':
      return { ...state, confirmAge: false };
    case 'shop/cartReplaced':
      return { ...state, customerCart: known.payload };
    case 'shop/cartCleared':
      return { ...state, customerCart: null };
    default:
      return state;
  }
}
