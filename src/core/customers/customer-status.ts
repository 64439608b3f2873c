import { z } from 'zod';
import { ERROR_MESSAGES } from '../errors';
import { LOGGED_OUT_LEVEL, loginLevel, type CustomerLevel } from './login-level';

/** Spec section 3: "User fields seen: _id, userName, userType, token." */
export const customerUserSchema = z.object({
  _id: z.string().min(1),
  userName: z.string().min(1),
  userType: z.string(),
  token: z.string().default(''),
});
export type CustomerUser = z.infer<typeof customerUserSchema>;

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
  user: CustomerUser | null;
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

const withUser = z.object({ user: customerUserSchema, date: z.string().optional() });

/**
 * Spec section 4: "Setting the customer to nothing, a string, the sign-out marker or an object
 * with no user resets the status to logged out (loggedIn false, level 0) and clears the error
 * message." A user that lacks its id or user name counts as no user, so a half-formed response
 * can never log anyone in. A valid user logs in at level 1, or 9 for type A, with done set.
 */
export function customerStatusFrom(input: unknown): CustomerStatus {
  const parsed = withUser.safeParse(input);
  if (!parsed.success) return { ...LOGGED_OUT_STATUS };
  const { user, date } = parsed.data;
  return {
    id: user._id,
    email: user.userName,
    token: user.token,
    loggedIn: true,
    level: loginLevel(user.userType),
    date: date ?? '',
    user,
    done: true,
    errorMessage: '',
  };
}

/** A failed sign-in leaves the customer logged out with the catalogue's login message. */
export function loginFailedStatus(): CustomerStatus {
  return { ...LOGGED_OUT_STATUS, errorMessage: ERROR_MESSAGES.LOGIN_FAILED };
}
