import { LOGGED_OUT_STATUS, type CustomerStatus } from '../core/customers/logged-out-status';

/**
 * Spec section 3's customer status. The storefront starts logged out; sign-in (accounts
 * issue) parses the API's answer with core/customers/customer-status and sets the result here.
 */
export const customerActions = {
  customerSet: (payload: CustomerStatus) => ({ type: 'customer/customerSet', payload }) as const,
};

export type CustomerAction = ReturnType<(typeof customerActions)['customerSet']>;

export function customerReducer(
  state: CustomerStatus = { ...LOGGED_OUT_STATUS },
  action: CustomerAction | { type: string },
): CustomerStatus {
  const known = action as CustomerAction;
  return known.type === 'customer/customerSet' ? known.payload : state;
}
