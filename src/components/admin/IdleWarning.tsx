import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import ModalBody from 'react-bootstrap/ModalBody';
import ModalFooter from 'react-bootstrap/ModalFooter';
import { CentredDialog, DialogTitle } from '../ui/Dialog';
import { idleState } from '../../core/customers/idle-warning';
import type { getProfile } from '../../server/customers/profile-routes';
import { onSessionEndMoved, sessionEndsAt } from '../../state/admin-session-clock';
import { apiGet, type CallerAuth } from '../../state/api-client';
import { useSessionGuard } from '../session/use-session-guard';

/** How often the clock is looked at: the warning comes within this of its minute. */
const TICK_MS = 5_000;

/**
 * A minute before the administrator's session would end for want of activity, a dialog says
 * so and offers "Stay signed in" (issue 26.7). The end is what the last answer said is left
 * (admin-session-clock.ts). When it has passed, one call finds out: a 401 goes to the session
 * guard, which keeps the unsaved form and sends the administrator to sign in.
 */
export function IdleWarning({ auth }: { auth: CallerAuth }) {
  const { t } = useTranslation();
  const sessionGone = useSessionGuard();
  const endsAt = useSyncExternalStore(onSessionEndMoved, sessionEndsAt, () => null);
  const [now, setNow] = useState(() => Date.now());
  const checkedEnd = useRef<number | null>(null);
  const titleId = useId();
  const textId = useId();
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  const state = idleState(endsAt, Math.max(now, Date.now()));

  const touch = () => {
    apiGet<typeof getProfile>('customer', undefined, auth).catch((err: unknown) =>
      sessionGone(err),
    );
  };
  useEffect(() => {
    if (state !== 'ended' || checkedEnd.current === endsAt) return;
    checkedEnd.current = endsAt;
    touch();
  });

  return (
    <CentredDialog
      show={state === 'warn'}
      onHide={touch}
      titleId={titleId}
      messageId={textId}
      data-testid="idle-warning"
    >
      <DialogTitle id={titleId}>{t('adminIdle.title')}</DialogTitle>
      <ModalBody>
        <p id={textId} className="mb-0">
          {t('adminIdle.text')}
        </p>
      </ModalBody>
      <ModalFooter>
        <button type="button" className="btn btn-dark" onClick={touch} autoFocus>
          {t('adminIdle.stay')}
        </button>
      </ModalFooter>
    </CentredDialog>
  );
}
