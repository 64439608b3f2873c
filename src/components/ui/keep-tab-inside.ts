import type { KeyboardEvent } from 'react';

const CONTROLS =
  'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab from a dialog's last control goes to its first, Shift+Tab from its first (or from the
 * dialog itself) to its last. A Modal's own enforceFocus only acts on focus landing elsewhere
 * in the page; a dialog portalled last in the page has nothing after it, so Tab left the page
 * for the browser's own controls and the focus was lost (seen in CI, the lightbox).
 */
export function keepTabInside(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab') return;
  const dialog = event.currentTarget;
  const controls = [...dialog.querySelectorAll<HTMLElement>(CONTROLS)];
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  } else if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  }
}
