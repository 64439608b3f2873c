import { useTranslation } from 'gatsby-plugin-react-i18next';
import { useCallback } from 'react';
import { isAdminLevel } from '../../core/customers/login-level';
import { rememberSessionEnded } from '../../state/session-ended';
import { keepDraft } from '../admin/draft/draft-storage';
import { readFields } from '../admin/draft/form-fields-dom';
import { pagePath } from '../admin/draft/page-path';
import { notify } from '../layout/notify';
import type { FormErrors } from '../ui/forms/field-errors';
import { isSessionGone } from '../ui/forms/session-gone';
import { useCustomer, useSetCustomer } from './use-customer';

/**
 * For the calls of a logged-in customer: a 401 means the session was revoked (a password
 * change elsewhere, logout on another device) or has expired, so the browser forgets it too.
 * RequireCustomer then sends the customer to /login, which says why (an administrator's
 * session ends after a while without activity: whatever was being saved was not) and brings
 * them back. True when it handled the error.
 */
export function useSessionGuard(): (err: unknown) => boolean {
  const { t } = useTranslation();
  const setCustomer = useSetCustomer();
  const { status } = useCustomer();
  const wasAdmin = isAdminLevel(status.level);
  return useCallback(
    (err: unknown) => {
      if (!isSessionGone(err)) return false;
      rememberSessionEnded(wasAdmin ? 'admin' : 'customer');
      // What the administrator typed and had not saved, offered back after signing in.
      if (wasAdmin) keepDraft({ path: pagePath(), fields: readFields() });
      notify(t('error.UNAUTHORISED'), 'error');
      setCustomer(null);
      return true;
    },
    [setCustomer, t, wasAdmin],
  );
}

/**
 * A logged-in form's `explain` for useForm's submit: a gone session is the guard's (its
 * toast says so and the customer goes to /login), so the form itself shows nothing for it.
 */
export function useGuardedExplain(
  explain: (err: unknown) => FormErrors,
): (err: unknown) => FormErrors {
  const guard = useSessionGuard();
  return (err) => (guard(err) ? { fields: {}, alert: '' } : explain(err));
}
