import React, { useEffect, useState } from 'react';
import { ToastContainer, cssTransition, toast } from 'react-toastify';
import { TOAST_SETTINGS } from '../../core/constants';
import { attachToasts } from './notify';

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
 * Toasts with the spec's settings: top centre (below the header), close button, newest on top,
 * time-out 3000 ms. A toast's message is its id, so the same message never shows twice at once
 * (duplicates prevented); hovering pauses the time-out, react-toastify's form of the extended
 * time-out.
 */
export default function Toasts() {
  const [top, setTop] = useState<number | null>(null);
  useEffect(() => {
    attachToasts((message, type) => {
      setTop(belowHeader());
      if (!toast.isActive(message)) toast(message, { toastId: message, type });
    });
    return () => attachToasts(null);
  }, []);
  return (
    <ToastContainer
      position={TOAST_SETTINGS.position}
      autoClose={TOAST_SETTINGS.timeOutMs}
      newestOnTop={TOAST_SETTINGS.newestOnTop}
      closeButton={TOAST_SETTINGS.closeButton}
      transition={SpecTransition}
      style={top === null ? undefined : { top }}
      pauseOnHover
      pauseOnFocusLoss
      hideProgressBar
    />
  );
}
