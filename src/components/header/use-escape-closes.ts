import { useEffect, useRef, type RefObject } from 'react';

/**
 * Escape pressed with the focus inside one of `within` closes what is open (issue 25.10: the
 * phone's menu). A key a widget inside has already used (a submenu closing, which prevents its
 * default) is theirs: one Escape closes one thing.
 */
export function useEscapeCloses(
  open: boolean,
  within: readonly RefObject<HTMLElement | null>[],
  close: () => void,
): void {
  // The latest of both, read when a key comes: a new array or function each render must not
  // add and remove the listener.
  const latest = useRef({ within, close });
  useEffect(() => {
    latest.current = { within, close };
  });
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const target = event.target as Node;
      if (!latest.current.within.some((ref) => ref.current?.contains(target))) return;
      event.preventDefault();
      latest.current.close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
}
