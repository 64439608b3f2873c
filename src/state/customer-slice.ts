import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  LOGGED_OUT_STATUS,
  customerStatusFrom,
  type CustomerStatus,
} from '../core/customers/customer-status';

/** Spec section 3's customer status; sign-in and the account screens fill it (accounts issue). */
export const customerSlice = createSlice({
  name: 'customer',
  initialState: { ...LOGGED_OUT_STATUS } as CustomerStatus,
  reducers: {
    customerSet: (_state, action: PayloadAction<unknown>) => customerStatusFrom(action.payload),
  },
});

export const customerActions = customerSlice.actions;
