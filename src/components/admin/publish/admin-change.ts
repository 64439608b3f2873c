const EVENT = 'borse:admin-change';

/**
 * Tells the publish banner that a write on this screen may have made the shop's pages stale,
 * so it reads the publish state again without waiting for the next page.
 */
export function announceAdminChange(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(EVENT));
}

/** Runs `listener` after every announced change; returns the unsubscribe. */
export function onAdminChange(listener: () => void): () => void {
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}
