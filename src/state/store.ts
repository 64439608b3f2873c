import { configureStore } from '@reduxjs/toolkit';
import { readPersistedShop, writePersistedShop } from './persisted-shop';
import { customerSlice } from './customer-slice';
import { shopActions, shopSlice } from './shop-slice';

export function createStore() {
  return configureStore({ reducer: { shop: shopSlice.reducer, customer: customerSlice.reducer } });
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

/**
 * Reads the saved cart and age confirmation after hydration (the server-rendered page knows
 * neither), then saves those two fields whenever they change.
 */
export function restoreAndPersist(store: AppStore): void {
  const saved = readPersistedShop();
  store.dispatch(shopActions.restored({ ...saved, now: new Date().toISOString() }));
  let last = store.getState().shop;
  store.subscribe(() => {
    const { shop } = store.getState();
    if (shop.customerCart === last.customerCart && shop.confirmAge === last.confirmAge) return;
    last = shop;
    writePersistedShop({ confirmAge: shop.confirmAge, customerCart: shop.customerCart });
  });
}
