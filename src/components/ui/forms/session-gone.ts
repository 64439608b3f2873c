import { ApiCallError } from '../../../state/api-client';

/**
 * A 401 on a logged-in call: the session was revoked or has expired. Apart from the forms'
 * error helpers, so the pages that only need this (a product page's wishlist button) do not
 * load the whole error catalogue with it (issue 25.15).
 */
export function isSessionGone(err: unknown): boolean {
  return err instanceof ApiCallError && err.status === 401;
}
