import React, { useEffect, useState, type FocusEvent, type MouseEvent } from 'react';
import { ToastContainer, cssTransition, toast } from 'react-toastify';
import { TOAST_SETTINGS } from '../../core/constants';
import { attachToasts } from './notify';
import { toastTimers, type ToastHold } from './toast-timers';

/** Spec 9: show 200 ms, hide 1000 ms (the toast-show / toast-hide animations in site.css). */
const SpecTransition = cssTransition({ enter: 'toast-show', exit: 'toast-hide' });

const GAP_PX = 8;

/**
 * Where the toasts start: just below the site header while it is in view, so a toast never
 * covers the search box, the menus or the cart; at the top of the window once it has scrolled
 * away.
 */
function belowHeader(): number {
  const header = document.querySelector('header');
  const bottom = header ? header.getBoundingClientRect().bottom : 0;
  return Math.max(bottom, 0) + GAP_PX;
}

/**
 * belowHeader, kept true while toasts show (issue 25.10): the header comes back into view as
 * the shopper scrolls up, and grows as the phone's menu opens under a toast. A position taken
 * once, when the toast came, covered it then.
 */
function useBelowHeader(): number {
  const [top, setTop] = useState(belowHeader);
  useEffect(() => {
    const follow = () => setTop(belowHeader());
    follow();
    const header = document.querySelector('header');
    const resized = new ResizeObserver(follow);
    if (header) resized.observe(header);
    window.addEventListener('scroll', follow, { passive: true });
    window.addEventListener('resize', follow);
    return () => {
      resized.disconnect();
      window.removeEventListener('scroll', follow);
      window.removeEventListener('resize', follow);
    };
  }, []);
  return top;
}

/**
 * The spec's time-out and extended time-out (toastr's), kept here rather than by
 * react-toastify, whose hover only pauses and resumes the time left.
 */
const timers = toastTimers((id) => toast.dismiss(id), TOAST_SETTINGS);

/** The toast an event happened in: react-toastify gives each toast's box its id. */
function toastIdOf(target: EventTarget | null): string | null {
  if (!(target instanceof Element)) return null;
  return target.closest('.Toastify__toast')?.id || null;
}

/** Enter or leave a toast (moving between its own parts is neither). */
function crossing(event: MouseEvent | FocusEvent, act: (id: string) => void) {
  const id = toastIdOf(event.target);
  if (id && toastIdOf(event.relatedTarget) !== id) act(id);
}

const holdOn = (why: ToastHold) => (event: MouseEvent | FocusEvent) =>
  crossing(event, (id) => timers.hold(id, why));
const letGo = (why: ToastHold) => (event: MouseEvent | FocusEvent) =>
  crossing(event, (id) => timers.release(id, why));

/**
 * Toasts with the spec's settings: top centre (below the header), close button, newest on top,
 * time-out 3000 ms, extended time-out 1000 ms (see toastTimers). A toast's message is its id,
 * so the same message never shows twice at once (duplicates prevented).
 */
export default function Toasts() {
  const top = useBelowHeader();
  useEffect(() => {
    attachToasts((message, type) => {
      if (toast.isActive(message)) return;
      toast(message, { toastId: message, type, onClose: () => timers.closed(message) });
      timers.shown(message);
    });
    return () => attachToasts(null);
  }, []);
  return (
    // The toasts' own boxes take the pointer and the focus; this only listens as they bubble.
    <div
      onMouseOver={holdOn('pointer')}
      onMouseOut={letGo('pointer')}
      onFocus={holdOn('focus')}
      onBlur={letGo('focus')}
    >
      <ToastContainer
        position={TOAST_SETTINGS.position}
        autoClose={false}
        newestOnTop={TOAST_SETTINGS.newestOnTop}
        closeButton={TOAST_SETTINGS.closeButton}
        transition={SpecTransition}
        style={{ top }}
        pauseOnHover={false}
        pauseOnFocusLoss={false}
        hideProgressBar
      />
    </div>
  );
}
