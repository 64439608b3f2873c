import { useEffect } from 'react';
import { shouldKeepAlive } from '../../core/customers/keep-alive';
import type { getProfile } from '../../server/customers/profile-routes';
import { apiGet, type CallerAuth } from '../../state/api-client';
import { useSessionGuard } from '../session/use-session-guard';

/** Input that shows a person is at the page. */
const INPUT_EVENTS = ['keydown', 'pointerdown', 'wheel', 'touchstart'] as const;
const CHECK_EVERY_MS = 30_000;

/**
 * An administrator's session ends after a while without a call (the server's idle limit); a
 * person typing into a form makes no call. While there is input on the page, this reads the
 * administrator's own profile every few minutes, which keeps the session alive; with no input
 * it lets it end. A session that has ended already goes to the session guard (sign-in page).
 */
export function useAdminKeepAlive(auth: CallerAuth): void {
  const sessionGone = useSessionGuard();
  const { email, token } = auth;
  useEffect(() => {
    // The screen's own calls as it opened have just used the session.
    let lastTouch = Date.now();
    let lastInput = 0;
    const onInput = () => {
      lastInput = Date.now();
    };
    for (const name of INPUT_EVENTS) {
      window.addEventListener(name, onInput, { capture: true, passive: true });
    }
    const timer = window.setInterval(() => {
      const now = Date.now();
      if (!shouldKeepAlive(lastInput, lastTouch, now)) return;
      lastTouch = now;
      apiGet<typeof getProfile>('customer', undefined, { email, token }).catch((err: unknown) =>
        sessionGone(err),
      );
    }, CHECK_EVERY_MS);
    return () => {
      window.clearInterval(timer);
      for (const name of INPUT_EVENTS) window.removeEventListener(name, onInput, { capture: true });
    };
  }, [email, token, sessionGone]);
}
