import { LOGGED_OUT_LEVEL, type CustomerLevel } from './login-level';

/**
 * The customer status without its parsing rules (customer-status.ts), so the storefront's
 * bundle can start logged out without carrying the validation library.
 */
export interface StatusUser {
  _id: string;
  userName: string;
  userType: string;
  token: string;
}

/**
 * Spec section 3: "Customer status: id, email (taken from userName), token, loggedIn, level,
 * date, user; plus done and errorMessage."
 */
export interface CustomerStatus {
  id: string;
  email: string;
  token: string;
  loggedIn: boolean;
  level: CustomerLevel;
  date: string;
  user: StatusUser | null;
  done: boolean;
  errorMessage: string;
}

/** What the app sets the customer to on sign-out. */
export const SIGN_OUT = 'SIGN_OUT';

export const LOGGED_OUT_STATUS: Readonly<CustomerStatus> = {
  id: '',
  email: '',
  token: '',
  loggedIn: false,
  level: LOGGED_OUT_LEVEL,
  date: '',
  user: null,
  done: false,
  errorMessage: '',
};
