import { useEffect, useState } from 'react';
import { isSafeNextPath } from '../../core/routes/next-path';

/** Where to go after logging in: the `next` query parameter when it is a path on this site. */
export function safeNextPath(search: string): string | null {
  const next = new URLSearchParams(search).get('next');
  return next && isSafeNextPath(next) ? next : null;
}

/** The page's safe `next`, read once the page runs in the browser (null before, and without one). */
export function useSafeNext(): string | null {
  const [next, setNext] = useState<string | null>(null);
  useEffect(() => setNext(safeNextPath(window.location.search)), []);
  return next;
}
