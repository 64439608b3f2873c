import React, { type ReactNode } from 'react';
import type { CallerAuth } from '../../state/api-client';
import { PageShell } from '../ui/PageShell';
import { DraftRestore } from './draft/DraftRestore';
import { IdleWarning } from './IdleWarning';
import { PublishBanner } from './publish/PublishBanner';
import { RequireAdmin } from './RequireAdmin';
import { useAdminKeepAlive } from './use-admin-keep-alive';

/** Keeps the administrator's session alive while they work on the page (renders nothing). */
function KeepAlive({ auth }: { auth: CallerAuth }) {
  useAdminKeepAlive(auth);
  return null;
}

/**
 * A back-office page: its title, then its screen once the administrator's login is known.
 * Every admin screen is client-only data (read with the admin's token), on a static shell.
 */
export function AdminPage({
  titleKey,
  children,
}: {
  titleKey: string;
  children: (auth: CallerAuth) => ReactNode;
}) {
  return (
    <PageShell titleKey={titleKey} backOffice>
      <RequireAdmin>
        {(auth) => (
          <>
            <KeepAlive auth={auth} />
            <IdleWarning auth={auth} />
            <DraftRestore />
            <PublishBanner auth={auth} />
            {children(auth)}
          </>
        )}
      </RequireAdmin>
    </PageShell>
  );
}
