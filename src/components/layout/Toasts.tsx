import React from 'react';
import { ToastContainer, cssTransition } from 'react-toastify';
import { TOAST_SETTINGS } from '../../core/constants';

/** Spec 9: show 200 ms, hide 1000 ms (the toast-show / toast-hide animations in site.css). */
const SpecTransition = cssTransition({ enter: 'toast-show', exit: 'toast-hide' });

/**
 * Toasts with the spec's settings: top centre, close button, newest on top, time-out 3000 ms.
 * Duplicates are prevented by giving each toast its message as id (see notify.ts); hovering
 * pauses the time-out, react-toastify's form of toastr's extended time-out.
 */
export function Toasts() {
  return (
    <ToastContainer
      position={TOAST_SETTINGS.position}
      autoClose={TOAST_SETTINGS.timeOutMs}
      newestOnTop={TOAST_SETTINGS.newestOnTop}
      closeButton={TOAST_SETTINGS.closeButton}
      transition={SpecTransition}
      pauseOnHover
      pauseOnFocusLoss
      hideProgressBar
    />
  );
}
