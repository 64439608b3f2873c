import { describe, expect, it } from 'vitest';
import { LOGGED_OUT_STATUS } from '../core/customers/logged-out-status';
import { customerActions, customerReducer } from './customer-slice';
import { shopActions } from './shop-slice';
import { createStore } from './store';

const signedIn = {
  ...LOGGED_OUT_STATUS,
  id: 'c1',
  email: 'ada@example.com',
  token: 'token',
  loggedIn: true,
};

describe('customer state', () => {
  it('starts logged out and takes the status it is given, whole', () => {
    const start = customerReducer(undefined, { type: '@@init' });
    expect(start).toEqual(LOGGED_OUT_STATUS);
    expect(customerReducer(start, customerActions.customerSet(signedIn))).toBe(signedIn);
  });

  it('ignores the shop actions, so a cart change keeps the same customer object', () => {
    const store = createStore();
    store.dispatch(customerActions.customerSet(signedIn));
    const customer = store.getState().customer;
    store.dispatch(shopActions.ageConfirmed());
    expect(store.getState().customer).toBe(customer);
    expect(store.getState().shop.confirmAge).toBe(true);
  });
});
