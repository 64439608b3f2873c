import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useEffect, useState } from 'react';
import { ApiCallError, getJson } from '../../state/api-client';
import { LocalLink } from '../site/LocalLink';
import { codeMessage } from './field-errors';

interface ActivatedUser {
  user?: { nickName?: unknown };
}

type Activation =
  | { state: 'working' }
  | { state: 'active'; nickName: string }
  | { state: 'invalid' }
  | { state: 'failed'; message: string };

// An activation link works once. One call per key and page load, however often React runs the
// effect (strict mode runs it twice), so the second run never reads "link invalid".
const calls = new Map<string, Promise<ActivatedUser>>();

function activate(key: string): Promise<ActivatedUser> {
  let call = calls.get(key);
  if (!call) {
    call = getJson<ActivatedUser>(`user?key1=${encodeURIComponent(key)}`);
    calls.set(key, call);
  }
  return call;
}

/** /activate?key1=…: opens the mailed link's account (GET user), then offers the login. */
export function AccountActivation() {
  const { t } = useTranslation();
  const [activation, setActivation] = useState<Activation>({ state: 'working' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const key = new URLSearchParams(window.location.search).get('key1')?.trim() ?? '';
    if (!key) {
      setActivation({ state: 'invalid' });
      return;
    }
    let live = true;
    setActivation({ state: 'working' });
    activate(key).then(
      (answer) => {
        const nickName = typeof answer.user?.nickName === 'string' ? answer.user.nickName : '';
        if (live) setActivation({ state: 'active', nickName });
      },
      (err: unknown) => {
        const invalid = err instanceof ApiCallError && err.code === 'LINK_INVALID';
        // Anything else (offline, a server error) has not used the link up: it may be retried.
        if (!invalid) calls.delete(key);
        if (!live) return;
        setActivation(
          invalid
            ? { state: 'invalid' }
            : {
                state: 'failed',
                message: codeMessage(err instanceof ApiCallError ? err.code : 'GENERIC', t),
              },
        );
      },
    );
    return () => {
      live = false;
    };
  }, [attempt, t]);

  switch (activation.state) {
    case 'working':
      return <p role="status">{t('activate.working')}</p>;
    case 'active':
      return (
        <div role="status">
          <p>
            {activation.nickName
              ? t('activate.doneNamed', { name: activation.nickName })
              : t('activate.done')}
          </p>
          <LocalLink to="/login" className="btn btn-shop">
            {t('account.login')}
          </LocalLink>
        </div>
      );
    case 'invalid':
      return (
        <div>
          <div role="alert" className="alert alert-danger">
            {t('error.LINK_INVALID')}
          </div>
          <p>{t('activate.invalidHelp')}</p>
          <div className="d-flex flex-wrap gap-2">
            <LocalLink to="/login" className="btn btn-shop">
              {t('account.login')}
            </LocalLink>
            <LocalLink to="/register" className="btn btn-outline-dark">
              {t('login.register')}
            </LocalLink>
          </div>
        </div>
      );
    case 'failed':
      return (
        <div role="alert" className="alert alert-danger">
          <p>{activation.message}</p>
          <button
            type="button"
            className="btn btn-outline-dark btn-sm"
            onClick={() => setAttempt((n) => n + 1)}
          >
            {t('product.retry')}
          </button>
        </div>
      );
  }
}
