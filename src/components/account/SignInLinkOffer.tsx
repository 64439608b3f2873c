import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useState } from 'react';
import { SIGNIN_LINK_MINUTES } from '../../core/customers/account-links';
import type { requestSignInLink } from '../../server/customers/signin-link-routes';
import { ApiCallError, apiPost } from '../../state/api-client';
import { useContentLanguage } from '../site/use-content-language';
import { errorText } from '../ui/forms/form-failure';

/** The sign-in's answer when the account is past its ceiling of failed sign-ins (issue 28.3). */
export const isSignInLinkNeeded = (err: unknown): boolean =>
  err instanceof ApiCallError && err.code === 'SIGNIN_LINK_NEEDED';

type Request =
  | { state: 'offered' }
  | { state: 'sending' }
  | { state: 'sent' }
  | { state: 'failed'; message: string };

/**
 * Under the login form's refusal: a button that mails a one-time sign-in link to `email`. The
 * answer is the same whether or not the account exists, and so is what the page says.
 */
export function SignInLinkOffer({ email }: { email: string }) {
  const { t } = useTranslation();
  const lng = useContentLanguage();
  const [request, setRequest] = useState<Request>({ state: 'offered' });

  const send = () => {
    setRequest({ state: 'sending' });
    apiPost<typeof requestSignInLink>('signin_link', { userName: email, lng }).then(
      () => setRequest({ state: 'sent' }),
      (err: unknown) => setRequest({ state: 'failed', message: errorText(err, t) }),
    );
  };

  if (request.state === 'sent') {
    return (
      <p role="status" className="alert alert-info" data-testid="signin-link-sent">
        {t('signinLink.sent', { email, count: SIGNIN_LINK_MINUTES })}
      </p>
    );
  }
  return (
    <div className="mb-3" data-testid="signin-link-offer">
      {request.state === 'failed' && (
        <p role="alert" className="alert alert-danger">
          {request.message}
        </p>
      )}
      <button
        type="button"
        className="btn btn-shop"
        disabled={request.state === 'sending'}
        onClick={send}
      >
        {request.state === 'sending' ? t('accountForm.sending') : t('signinLink.ask')}
      </button>
    </div>
  );
}
