import { useCallback, useEffect, useRef, useState } from 'react';
import type { AnswerOf } from '../../server/http/route/define-route';
import {
  getJson,
  type ApiCallError,
  type CallPath,
  type CallerAuth,
  type RouteWith,
} from '../../state/api-client';
import { useSessionGuard } from './use-session-guard';

export type SignedInData<T> =
  { state: 'loading' } | { state: 'ready'; data: T } | { state: 'failed'; error: unknown };

/**
 * A list read with the signed-in caller's login when the screen opens: a customer's
 * (addressbook, wishlist, reviews, orders, returns) or an administrator's. A gone session is
 * the session guard's (the caller goes to /login), so the screen shows no failure for it.
 * `replace` takes the fresh list a write answers with, so the screen shows what the server
 * keeps without a second call.
 */
export function useSignedInData<T, B = Record<string, unknown>>(
  auth: CallerAuth,
  path: string,
  pick: (body: B) => T,
): { data: SignedInData<T>; replace: (data: T) => void; reload: () => void } {
  const [data, setData] = useState<SignedInData<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const sessionGone = useSessionGuard();
  // The mapping is fixed per screen; a new function each render must not read the list again.
  const pickRef = useRef(pick);
  pickRef.current = pick;
  const { email, token } = auth;

  useEffect(() => {
    const controller = new AbortController();
    setData({ state: 'loading' });
    getJson<B>(path, controller.signal, { email, token })
      .then((body) => setData({ state: 'ready', data: pickRef.current(body) }))
      .catch((error: ApiCallError | DOMException) => {
        if (controller.signal.aborted || sessionGone(error)) return;
        setData({ state: 'failed', error });
      });
    return () => controller.abort();
  }, [email, token, path, attempt, sessionGone]);

  const replace = useCallback((next: T) => setData({ state: 'ready', data: next }), []);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, replace, reload };
}

/**
 * The same for a declared GET route (server/<domain>/<name>-routes.ts, a type-only import): the
 * path is checked against its declaration and `pick` reads its declared answer.
 */
export function useRouteData<R extends RouteWith<'GET'>, T>(
  auth: CallerAuth,
  path: CallPath<R>,
  pick: (answer: AnswerOf<R>) => T,
) {
  return useSignedInData(auth, path, pick);
}

/** The answer's list under `key`, or an empty one when the answer has none. */
export const listOf =
  <T>(key: string) =>
  (body: Record<string, unknown>): T[] =>
    Array.isArray(body[key]) ? (body[key] as T[]) : [];
