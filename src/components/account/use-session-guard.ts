import { useTranslation } from 'gatsby-plugin-react-i18next';
import { useCallback } from 'react';
import { notify } from '../layout/notify';
import { isSessionGone } from './field-errors';
import { useSetCustomer } from './use-customer';

/**
 * For the calls of a logged-in customer: a 401 means the session was revoked (a password
 * change elsewhere, logout on another device) or has expired, so the browser forgets it too.
 * RequireCustomer then sends the customer to /login, which brings them back. True when it
 * handled the error.
 */
export function useSessionGuard(): (err: unknown) => boolean {
  const { t } = useTranslation();
  const setCustomer = useSetCustomer();
  return useCallback(
    (err: unknown) => {
      if (!isSessionGone(err)) return false;
      notify(t('error.UNAUTHORISED'), 'error');
      setCustomer(null);
      return true;
    },
    [setCustomer, t],
  );
}
