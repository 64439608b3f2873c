import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { LOGGED_OUT_STATUS, type CustomerStatus } from '../core/customers/logged-out-status';

/**
 * Spec section 3's customer status. The storefront starts logged out; sign-in (accounts
 * issue) parses the API's answer with core/customers/customer-status and sets the result here.
 */
export const customerSlice = createSlice({
  name: 'customer',
  initialState: { ...LOGGED_OUT_STATUS } as CustomerStatus,
  reducers: {
    customerSet: (_state, action: PayloadAction<CustomerStatus>) => action.payload,
  },
});

export const customerActions = customerSlice.actions;
