import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { type ReactNode } from 'react';
import { LocalLink } from '../site/LocalLink';

/** A call that failed for a reason that may pass (offline, a server error): why, and a retry. */
export function RetryAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="alert alert-danger">
      <p>{message}</p>
      <button type="button" className="btn btn-outline-dark btn-sm" onClick={onRetry}>
        {t('product.retry')}
      </button>
    </div>
  );
}

/**
 * Done, and the account can be used now: what happened, and the way to the login (`to`: the
 * login with where to go after it).
 */
export function LoginOffer({
  message,
  testId,
  to = '/login',
}: {
  message: string;
  testId?: string;
  to?: string;
}) {
  const { t } = useTranslation();
  return (
    <div role="status" data-testid={testId}>
      <p>{message}</p>
      <LocalLink to={to} className="btn btn-shop">
        {t('account.login')}
      </LocalLink>
    </div>
  );
}

/** A mailed link that is unknown, used up or expired, and what the customer can do instead. */
export function LinkInvalid({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div>
      <div role="alert" className="alert alert-danger">
        {t('error.LINK_INVALID')}
      </div>
      {children}
    </div>
  );
}
