import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useEffect, useRef, useState } from 'react';
import { NextSteps } from '../site/NextSteps';
import { useCustomer, useSignOut } from '../session/use-customer';

/**
 * /logout (the header's logout link): revokes the session on the server and forgets it here.
 * It waits until the saved login has been read, or the token would be forgotten unrevoked.
 */
export function LogoutNotice() {
  const { t } = useTranslation();
  const { restored } = useCustomer();
  const signOut = useSignOut();
  const started = useRef(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!restored || started.current) return;
    started.current = true;
    signOut()
      .catch(() => undefined)
      .finally(() => setDone(true));
  }, [restored, signOut]);

  if (!done) return <p role="status">{t('logout.working')}</p>;
  return (
    <div role="status" data-testid="logged-out">
      <p>{t('logout.done')}</p>
      <NextSteps
        main={{ to: '/', label: t('logout.home') }}
        other={{ to: '/login', label: t('logout.again') }}
      />
    </div>
  );
}
