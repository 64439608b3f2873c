import { ERROR_MESSAGES } from '../errors';
import { loginLevel } from './login-level';
import { LOGGED_OUT_STATUS, type CustomerStatus, type StatusUser } from './logged-out-status';

export { LOGGED_OUT_STATUS, SIGN_OUT, type CustomerStatus } from './logged-out-status';
export type CustomerUser = StatusUser;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * Spec section 3: "User fields seen: _id, userName, userType, token." Hand-checked rather than
 * with the validation library because the storefront's bundle parses this on every page load.
 */
function userFrom(value: unknown): StatusUser | null {
  if (!isRecord(value) || !nonEmpty(value._id) || !nonEmpty(value.userName)) return null;
  if (typeof value.userType !== 'string') return null;
  if (value.token !== undefined && typeof value.token !== 'string') return null;
  return {
    _id: value._id,
    userName: value.userName,
    userType: value.userType,
    token: value.token ?? '',
  };
}

/**
 * Spec section 4: "Setting the customer to nothing, a string, the sign-out marker or an object
 * with no user resets the status to logged out (loggedIn false, level 0) and clears the error
 * message." A user that lacks its id or user name counts as no user, so a half-formed response
 * can never log anyone in. A valid user logs in at level 1, or 9 for type A, with done set.
 */
export function customerStatusFrom(input: unknown): CustomerStatus {
  const user = isRecord(input) ? userFrom(input.user) : null;
  if (!isRecord(input) || !user) return { ...LOGGED_OUT_STATUS };
  return {
    id: user._id,
    email: user.userName,
    token: user.token,
    loggedIn: true,
    level: loginLevel(user.userType),
    date: typeof input.date === 'string' ? input.date : '',
    user,
    done: true,
    errorMessage: '',
  };
}

/** A failed sign-in leaves the customer logged out with the catalogue's login message. */
export function loginFailedStatus(): CustomerStatus {
  return { ...LOGGED_OUT_STATUS, errorMessage: ERROR_MESSAGES.LOGIN_FAILED };
}
