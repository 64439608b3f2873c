import React, { useEffect } from 'react';
import { ToastContainer, cssTransition, toast } from 'react-toastify';
import { TOAST_SETTINGS } from '../../core/constants';
import { attachToasts } from './notify';

/** Spec 9: show 200 ms, hide 1000 ms (the toast-show / toast-hide animations in site.css). */
const SpecTransition = cssTransition({ enter: 'toast-show', exit: 'toast-hide' });

/**
 * Toasts with the spec's settings: top centre, close button, newest on top, time-out 3000 ms.
 * A toast's message is its id, so the same message never shows twice at once (duplicates
 * prevented); hovering pauses the time-out, react-toastify's form of the extended time-out.
 */
export default function Toasts() {
  useEffect(() => {
    attachToasts((message, type) => {
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
      pauseOnHover
      pauseOnFocusLoss
      hideProgressBar
    />
  );
}
