import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useEffect, useRef, useState } from 'react';
import type { signInWithLink } from '../../server/customers/signin-link-routes';
import type { AnswerOf } from '../../server/http/route/define-route';
import { apiPost } from '../../state/api-client';
import { useDocumentTitle } from '../seo/use-document-title';
import { LocalLink } from '../site/LocalLink';
import { errorText } from '../ui/forms/form-failure';
import { AccountPanel } from './AccountPanel';
import { isLinkInvalid, mailedLinkKey } from './mailed-link';
import { RetryAlert } from './OutcomePanels';
import { useSignInFinish } from './use-sign-in-finish';

type Attempt =
  | { state: 'working' }
  | { state: 'invalid' }
  | { state: 'failed'; message: string }
  | { state: 'restart'; message: string };

type Answer = AnswerOf<typeof signInWithLink>;

// The link works once. One call per key and page load, however often React runs the effect
// (strict mode runs it twice), so the second run never reads "link invalid".
const calls = new Map<string, Promise<Answer>>();

function callLink(key: string): Promise<Answer> {
  let call = calls.get(key);
  if (!call) {
    // In the body, never the address: the key stays out of every log (issue 28.7).
    call = apiPost<typeof signInWithLink>('signin_with_link', { key1: key });
    calls.set(key, call);
  }
  return call;
}

/** The link's key, taken out of the address bar (the rest of the address, ?next=, stays). */
function takeLinkKey(): string {
  const key = mailedLinkKey();
  if (key) {
    const url = new URL(window.location.href);
    url.searchParams.delete('key1');
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }
  return key;
}

/**
 * /signin_link?key1=…: the one-time link mailed by POST signin_link (issue 28.3). Signs in as a
 * right password does: home (or ?next=), or an administrator's second step first. The key
 * leaves the address bar once read, so it is not kept in the history or sent on as a referrer.
 */
export function SignInWithLink() {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState<Attempt>({ state: 'working' });
  const [tries, setTries] = useState(0);
  // Read once: the key leaves the address bar then.
  const keyRef = useRef<string | null>(null);
  const finisher = useSignInFinish((message) => setAttempt({ state: 'restart', message }));
  const { finish } = finisher;
  const title = t(attempt.state === 'invalid' ? 'error.LINK_INVALID' : 'signinLink.title');
  useDocumentTitle(attempt.state === 'working' ? null : title);

  useEffect(() => {
    if (keyRef.current === null) keyRef.current = takeLinkKey();
    const key = keyRef.current;
    if (!key) {
      setAttempt({ state: 'invalid' });
      return;
    }
    let live = true;
    setAttempt({ state: 'working' });
    callLink(key).then(
      (answer) => {
        if (live) finish(answer);
      },
      (err: unknown) => {
        const invalid = isLinkInvalid(err);
        // Anything else (offline, a server error) has not used the link up: it may be retried.
        if (!invalid) calls.delete(key);
        if (!live) return;
        setAttempt(
          invalid ? { state: 'invalid' } : { state: 'failed', message: errorText(err, t) },
        );
      },
    );
    return () => {
      live = false;
    };
    // `finish` is new each render; the call is made once per try.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tries, t]);

  if (finisher.view) return <AccountPanel title={title}>{finisher.view}</AccountPanel>;
  return (
    <AccountPanel title={title}>
      <LinkOutcome attempt={attempt} onRetry={() => setTries((n) => n + 1)} />
    </AccountPanel>
  );
}

function LinkOutcome({ attempt, onRetry }: { attempt: Attempt; onRetry: () => void }) {
  const { t } = useTranslation();
  switch (attempt.state) {
    case 'working':
      return <p role="status">{t('signinLink.working')}</p>;
    case 'failed':
      return <RetryAlert message={attempt.message} onRetry={onRetry} />;
    case 'invalid':
    case 'restart':
      return (
        <div>
          <p role="alert" className="alert alert-warning">
            {attempt.state === 'restart' ? attempt.message : t('signinLink.invalidHelp')}
          </p>
          <LocalLink to="/login" className="btn btn-shop">
            {t('account.login')}
          </LocalLink>
        </div>
      );
  }
}
