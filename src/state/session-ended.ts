/**
 * Why the login page is shown: a session that ended under the visitor (a 401 on a logged-in
 * call) is remembered for this tab until /login says so, so the person learns why they are
 * signing in again and that what they were saving was not saved.
 */
export type EndedSession = 'admin' | 'customer';

const KEY = 'borse-session-ended';

export function rememberSessionEnded(kind: EndedSession): void {
  try {
    window.sessionStorage.setItem(KEY, kind);
  } catch {
    // storage blocked: the login page shows no reason
  }
}

/** The reason remembered, once: it is forgotten as it is read. */
export function takeSessionEnded(): EndedSession | null {
  try {
    const kind = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    return kind === 'admin' || kind === 'customer' ? kind : null;
  } catch {
    return null;
  }
}
