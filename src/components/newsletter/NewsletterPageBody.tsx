import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useEffect, useRef, useState } from 'react';
import type { NewsletterLink as Link } from '../../core/newsletter/newsletter-link';
import type {
  newsletterConfirm,
  newsletterUnsubscribe,
} from '../../server/newsletter/newsletter-routes';
import { ApiCallError, apiPost } from '../../state/api-client';
import { errorText } from '../ui/forms/form-failure';
import { LocalLink } from '../site/LocalLink';
import { NewsletterForm } from './NewsletterForm';

type Outcome =
  { state: 'working' } | { state: 'done' } | { state: 'failed'; error: unknown; invalid: boolean };

/** Follows a mail's link once (POST newsletter_confirm or newsletter_unsubscribe) and says how it went. */
function LinkOutcome({ action }: { action: Exclude<Link, { kind: 'signup' }> }) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'working' });
  const [attempt, setAttempt] = useState(0);
  const resultRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let live = true;
    setOutcome({ state: 'working' });
    const call =
      action.kind === 'confirm'
        ? apiPost<typeof newsletterConfirm>('newsletter_confirm', { key1: action.key })
        : apiPost<typeof newsletterUnsubscribe>('newsletter_unsubscribe', {
            email: action.email,
            key1: action.key,
          });
    call
      .then(() => live && setOutcome({ state: 'done' }))
      .catch((err: unknown) => {
        if (!live) return;
        const invalid = err instanceof ApiCallError && err.code === 'LINK_INVALID';
        setOutcome({ state: 'failed', error: err, invalid });
      });
    return () => {
      live = false;
    };
    // A link is single use: the call must run once per link (and per retry), whatever else
    // re-renders, or a second call would turn the success into "link invalid".
  }, [action, attempt]);

  useEffect(() => {
    if (outcome.state !== 'working') resultRef.current?.focus();
  }, [outcome.state]);

  if (outcome.state === 'working') {
    return (
      <p role="status">
        {t(action.kind === 'confirm' ? 'newsletter.confirming' : 'newsletter.unsubscribing')}
      </p>
    );
  }
  if (outcome.state === 'done') {
    return (
      <div ref={resultRef} tabIndex={-1} role="status" data-testid="newsletter-done">
        <p>{t(action.kind === 'confirm' ? 'newsletter.confirmed' : 'newsletter.unsubscribed')}</p>
        <LocalLink to="/shop/products" className="btn btn-shop">
          {t('cart.continue')}
        </LocalLink>
      </div>
    );
  }
  return (
    <div
      ref={resultRef}
      tabIndex={-1}
      role="alert"
      className="alert alert-warning"
      data-testid="newsletter-failed"
    >
      <p>{errorText(outcome.error, t)}</p>
      {outcome.invalid ? (
        <>
          <p>
            {t(
              action.kind === 'confirm' ? 'newsletter.confirmAgain' : 'newsletter.unsubscribeHelp',
            )}
          </p>
          {action.kind === 'confirm' && <NewsletterForm />}
        </>
      ) : (
        <button
          type="button"
          className="btn btn-outline-dark btn-sm"
          onClick={() => setAttempt((n) => n + 1)}
        >
          {t('formField.retry')}
        </button>
      )}
    </div>
  );
}

/** /newsletter's body: the link's outcome, or the sign-up form when there is no link. */
export function NewsletterPageBody({ action }: { action: Link }) {
  const { t } = useTranslation();
  if (action.kind === 'signup') {
    return (
      <>
        <p>{t('newsletter.intro')}</p>
        <NewsletterForm />
      </>
    );
  }
  return <LinkOutcome action={action} />;
}
