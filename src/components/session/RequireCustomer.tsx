import { navigate } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useEffect, type ReactNode } from 'react';
import type { CallerAuth } from '../../state/api-client';
import { useLocalPath } from '../site/LocalLink';
import { useCustomer } from './use-customer';

/**
 * Account screens render only for a logged-in customer; anyone else is sent to /login, which
 * brings them back here (?next=) after signing in.
 */
export function RequireCustomer({ children }: { children: (auth: CallerAuth) => ReactNode }) {
  const { t } = useTranslation();
  const { auth, restored } = useCustomer();
  const localPath = useLocalPath();

  useEffect(() => {
    if (!restored || auth) return;
    const here = window.location.pathname + window.location.search;
    void navigate(`${localPath('/login')}?next=${encodeURIComponent(here)}`, { replace: true });
  }, [restored, auth, localPath]);

  if (!auth) return <p role="status">{t('account.loading')}</p>;
  return <>{children(auth)}</>;
}
