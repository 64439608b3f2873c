import { combineReducers, legacy_createStore } from 'redux';
import { readPersistedShop, writePersistedShop } from './persisted-shop';
import { customerActions, customerReducer, type CustomerAction } from './customer-slice';
import { readPersistedCustomer, writePersistedCustomer } from './persisted-customer';
import { shopActions, shopReducer, type ShopAction } from './shop-slice';

export type AppAction = ShopAction | CustomerAction;

/**
 * Redux's own store (a few hundred bytes) rather than the toolkit's configureStore: nothing
 * here needs its middleware, immer or dev checks, and the store is in every first load.
 */
export function createStore() {
  const reducer = combineReducers({ shop: shopReducer, customer: customerReducer });
  return legacy_createStore<ReturnType<typeof reducer>, AppAction>(reducer);
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

/**
 * Reads the saved cart, age confirmation and signed-in customer after hydration (the
 * server-rendered page knows none of them), then saves them whenever they change. The customer
 * is restored before the shop's `restored` flag is set, so pages that wait for the flag know
 * who is logged in.
 */
export function restoreAndPersist(store: AppStore): void {
  store.dispatch(customerActions.customerSet(readPersistedCustomer()));
  let lastCustomer = store.getState().customer;
  store.subscribe(() => {
    const { customer } = store.getState();
    if (customer === lastCustomer) return;
    lastCustomer = customer;
    writePersistedCustomer(customer);
  });
  store.dispatch(shopActions.restored(readPersistedShop(new Date())));
  let last = store.getState().shop;
  store.subscribe(() => {
    const { shop } = store.getState();
    if (shop.customerCart === last.customerCart && shop.confirmAge === last.confirmAge) return;
    last = shop;
    writePersistedShop({ confirmAge: shop.confirmAge, customerCart: shop.customerCart });
  });
}
