import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  addToCart,
  liveCart,
  removeFromCart,
  setQuantity,
  type BrowserCart,
  type BrowserCartItem,
} from '../core/cart/browser-cart';
import type { ShopDefaults } from '../core/site/shop-data';

/**
 * The storefront part of the spec's shop state (section 3). customerCart and confirmAge are
 * the two fields kept on reload (section 4); defaults are the live answer of GET defaults,
 * null until it arrives (the layout then uses the build's copy).
 */
export interface ShopState {
  confirmAge: boolean;
  customerCart: BrowserCart | null;
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
    restored(
      state,
      action: PayloadAction<{ confirmAge: boolean; customerCart: BrowserCart | null; now: string }>,
    ) {
      state.confirmAge = action.payload.confirmAge;
      state.customerCart = liveCart(action.payload.customerCart, new Date(action.payload.now));
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
    itemAdded(
      state,
      action: PayloadAction<{ item: BrowserCartItem; now: string; currency: string }>,
    ) {
      const { item, now, currency } = action.payload;
      state.customerCart = addToCart(state.customerCart, item, new Date(now), currency);
    },
    quantityChanged(state, action: PayloadAction<{ key: string; quantity: number }>) {
      if (state.customerCart) {
        state.customerCart = setQuantity(
          state.customerCart,
          action.payload.key,
          action.payload.quantity,
        );
      }
    },
    itemRemoved(state, action: PayloadAction<{ key: string }>) {
      if (state.customerCart)
        state.customerCart = removeFromCart(state.customerCart, action.payload.key);
    },
    cartCleared(state) {
      state.customerCart = null;
    },
  },
});

export const shopActions = shopSlice.actions;
