import { SESSION_LEFT_HEADER, sessionEndFrom } from '../core/customers/idle-warning';

/**
 * When this tab's administrator session ends, on the browser's clock (epoch ms; null until an
 * administrator's answer said): every API answer that carries the seconds left moves it, so a
 * save, a list read or the keep-alive all count (issue 26.7).
 */
let endsAt: number | null = null;
const listeners = new Set<() => void>();

export function noteSessionLeft(headers: Headers): void {
  const next = sessionEndFrom(headers.get(SESSION_LEFT_HEADER), Date.now());
  if (next === null || next === endsAt) return;
  endsAt = next;
  for (const listener of listeners) listener();
}

export function sessionEndsAt(): number | null {
  return endsAt;
}

/** For useSyncExternalStore: calls back whenever the end moves; returns the unsubscribe. */
export function onSessionEndMoved(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
