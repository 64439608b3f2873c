import { customerStatusFrom, type CustomerStatus } from '../core/customers/customer-status';

/**
 * The signed-in customer is kept apart from the shop's key (spec 4 persists only the cart and
 * the age confirmation there) so a reload keeps the customer logged in; logout revokes the
 * token on the server, so a copy left in storage grants nothing afterwards.
 */
export const CUSTOMER_STORAGE_KEY = 'borse-customer';

export function readPersistedCustomer(): CustomerStatus {
  try {
    const text = window.localStorage.getItem(CUSTOMER_STORAGE_KEY);
    return customerStatusFrom(text ? (JSON.parse(text) as unknown) : null);
  } catch {
    return customerStatusFrom(null);
  }
}

export function writePersistedCustomer(status: CustomerStatus): void {
  try {
    if (status.loggedIn && status.user) {
      window.localStorage.setItem(
        CUSTOMER_STORAGE_KEY,
        JSON.stringify({ user: status.user, date: status.date }),
      );
    } else {
      window.localStorage.removeItem(CUSTOMER_STORAGE_KEY);
    }
  } catch {
    // storage blocked: the login lasts for this page only
  }
}
