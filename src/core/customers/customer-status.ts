import { z } from 'zod';
import { ERROR_MESSAGES } from '../errors';
import { loginLevel } from './login-level';
import { LOGGED_OUT_STATUS, type CustomerStatus } from './logged-out-status';

export { LOGGED_OUT_STATUS, SIGN_OUT, type CustomerStatus } from './logged-out-status';

/** Spec section 3: "User fields seen: _id, userName, userType, token." */
export const customerUserSchema = z.object({
  _id: z.string().min(1),
  userName: z.string().min(1),
  userType: z.string(),
  token: z.string().default(''),
});
export type CustomerUser = z.infer<typeof customerUserSchema>;

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
