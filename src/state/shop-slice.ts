import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ShopCart } from '../core/cart/shop-cart';
import type { ShopDefaults } from '../core/site/shop-data';

/**
 * The storefront part of the spec's shop state (section 3). customerCart and confirmAge are
 * the two fields kept on reload (section 4); defaults are the live answer of GET defaults,
 * null until it arrives (the layout then uses the build's copy). customerCart is the server's
 * cart as the last cart call answered it: the browser computes none of its figures.
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

export const shopSlice = createSlice({
  name: 'shop',
  initialState: initialShopState,
  reducers: {
    /** What storage held, already checked (persisted-shop drops expired or foreign carts). */
    restored(state, action: PayloadAction<{ confirmAge: boolean; customerCart: ShopCart | null }>) {
      state.confirmAge = action.payload.confirmAge;
      state.customerCart = action.payload.customerCart;
      state.restored = true;
    },
    defaultsLoaded(state, action: PayloadAction<ShopDefaults>) {
      state.defaults = action.payload;
    },
    ageConfirmed(state) {
      state.confirmAge = true;
    },
    ageCleared(state) {
      state.confirmAge = false;
    },
    /**
     * Spec 4: "The cart is replaced on add or refresh"; null when the server answered that the
     * cart is gone (its last line removed).
     */
    cartReplaced(state, action: PayloadAction<ShopCart | null>) {
      state.customerCart = action.payload;
    },
    /** Spec 4: cleared after delete, payment confirm or order confirm (and at logout). */
    cartCleared(state) {
      state.customerCart = null;
    },
  },
});

export const shopActions = shopSlice.actions;
