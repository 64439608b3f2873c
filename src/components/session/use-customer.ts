import { useCallback } from 'react';
import { customerStatusFrom, SIGN_OUT } from '../../core/customers/customer-status';
import type { CustomerStatus } from '../../core/customers/logged-out-status';
import type { signOut } from '../../server/customers/signin-routes';
import { ApiCallError, apiPost, type CallerAuth } from '../../state/api-client';
import { customerActions } from '../../state/customer-slice';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { shopActions } from '../../state/shop-slice';

export interface CustomerSession {
  status: CustomerStatus;
  /** The email and token to call the API with; null when logged out. */
  auth: CallerAuth | null;
  /** The browser's storage has been read: until then "logged out" may not be true. */
  restored: boolean;
}

export function useCustomer(): CustomerSession {
  const status = useAppSelector((state) => state.customer);
  const restored = useAppSelector((state) => state.shop.restored);
  const auth = status.loggedIn ? { email: status.email, token: status.token } : null;
  return { status, auth, restored };
}

/** Logs in with the API's signin answer ({ user, date }); anything else logs out. */
export function useSetCustomer(): (answer: unknown) => CustomerStatus {
  const dispatch = useAppDispatch();
  return useCallback(
    (answer: unknown) => {
      const status = customerStatusFrom(answer);
      dispatch(customerActions.customerSet(status));
      return status;
    },
    [dispatch],
  );
}

/**
 * Logout revokes the token on the server first; the browser forgets it even when that call
 * fails (offline, or the token was already revoked), so the customer is never stuck logged in.
 * The cart goes too: signed in, it became the customer's, and answers only to their login.
 */
export function useSignOut(): () => Promise<void> {
  const { auth } = useCustomer();
  const setCustomer = useSetCustomer();
  const dispatch = useAppDispatch();
  return useCallback(async () => {
    try {
      if (auth) await apiPost<typeof signOut>('signout', undefined, auth);
    } catch (err) {
      if (!(err instanceof ApiCallError)) throw err;
    } finally {
      setCustomer(SIGN_OUT);
      if (auth) dispatch(shopActions.cartCleared());
    }
  }, [auth, dispatch, setCustomer]);
}
