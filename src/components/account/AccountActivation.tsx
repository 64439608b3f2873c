import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useEffect, useState } from 'react';
import type { activateAccount } from '../../server/customers/signup-routes';
import type { AnswerOf } from '../../server/http/route/define-route';
import { apiGet, linkKeyHeader } from '../../state/api-client';
import { useDocumentTitle } from '../seo/use-document-title';
import { NextSteps } from '../site/NextSteps';
import { errorText } from '../ui/forms/form-failure';
import { AccountPanel } from './AccountPanel';
import { isLinkInvalid, mailedLinkKey } from './mailed-link';
import { LoginOffer, RetryAlert } from './OutcomePanels';
import { withNextPath } from '../../core/routes/next-path';
import { useSafeNext } from './safe-next';

type Activation =
  | { state: 'working' }
  | { state: 'active'; nickName: string }
  | { state: 'invalid' }
  | { state: 'failed'; message: string };

// An activation link works once. One call per key and page load, however often React runs the
// effect (strict mode runs it twice), so the second run never reads "link invalid".
const calls = new Map<string, Promise<AnswerOf<typeof activateAccount>>>();

function activate(key: string): Promise<AnswerOf<typeof activateAccount>> {
  let call = calls.get(key);
  if (!call) {
    call = apiGet<typeof activateAccount>('user', undefined, null, linkKeyHeader(key));
    calls.set(key, call);
  }
  return call;
}

/**
 * The page's heading and title say what happened: "Account activation" while it works (and
 * after a failure that may be retried), "Account activated" once it has, the spec's message for
 * a dead link. The build's title is the first of these, so no visitor with a dead link reads
 * "activated" in a tab.
 */
const TITLE_KEYS: Record<Activation['state'], string> = {
  working: 'activate.title',
  failed: 'activate.title',
  active: 'activate.titleDone',
  invalid: 'error.LINK_INVALID',
};

/**
 * /activate?key1=…(&next=…): opens the mailed link's account (GET user), then offers the login,
 * which leads to `next` when the customer registered on the way to it.
 */
export function AccountActivation() {
  const { t } = useTranslation();
  const [activation, setActivation] = useState<Activation>({ state: 'working' });
  const [attempt, setAttempt] = useState(0);
  // Registered on the way to a page (checkout): the login leads there.
  const next = useSafeNext();
  const title = t(TITLE_KEYS[activation.state]);
  useDocumentTitle(activation.state === 'working' ? null : title);

  useEffect(() => {
    const key = mailedLinkKey();
    if (!key) {
      setActivation({ state: 'invalid' });
      return;
    }
    let live = true;
    setActivation({ state: 'working' });
    activate(key).then(
      (answer) => {
        if (live) setActivation({ state: 'active', nickName: answer.user.nickName });
      },
      (err: unknown) => {
        const invalid = isLinkInvalid(err);
        // Anything else (offline, a server error) has not used the link up: it may be retried.
        if (!invalid) calls.delete(key);
        if (!live) return;
        setActivation(
          invalid ? { state: 'invalid' } : { state: 'failed', message: errorText(err, t) },
        );
      },
    );
    return () => {
      live = false;
    };
  }, [attempt, t]);

  return (
    <AccountPanel title={title}>
      <ActivationOutcome
        activation={activation}
        next={next}
        onRetry={() => setAttempt((n) => n + 1)}
      />
    </AccountPanel>
  );
}

function ActivationOutcome({
  activation,
  next,
  onRetry,
}: {
  activation: Activation;
  next: string | null;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  switch (activation.state) {
    case 'working':
      return <p role="status">{t('activate.working')}</p>;
    case 'active':
      return (
        <LoginOffer
          to={withNextPath('/login', next)}
          message={
            activation.nickName
              ? t('activate.doneNamed', { name: activation.nickName })
              : t('activate.done')
          }
        />
      );
    case 'invalid':
      return (
        // The heading says the link is dead; the alert says what to do about it.
        <div>
          <p role="alert" className="alert alert-warning">
            {t('activate.invalidHelp')}
          </p>
          <NextSteps
            main={{ to: '/login', label: t('account.login') }}
            other={{ to: '/register', label: t('login.register') }}
          />
        </div>
      );
    case 'failed':
      return <RetryAlert message={activation.message} onRetry={onRetry} />;
  }
}
