import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';

export interface AgeGateProps {
  show: boolean;
  /** The visitor said they are 18 or older. */
  onConfirm: () => void;
}

/**
 * A native modal <dialog> (the browser traps focus and makes the page inert; no dialog library
 * to load on every first visit). No Escape and no backdrop click: the only ways out are the
 * two answers. A "No" leaves the visitor with the refusal alone; reloading the page asks again.
 */
export function AgeGate({ show, onConfirm }: AgeGateProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  const [declined, setDeclined] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const refusal = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (show && !element.open) element.showModal();
    if (!show && element.open) element.close();
    if (!show) setDeclined(false);
  }, [show]);

  // The answer buttons disappear with the "No", so focus moves to the text that replaced them
  // (otherwise it would fall back to the dialog and a screen reader would say nothing new).
  useEffect(() => {
    if (declined) refusal.current?.focus();
  }, [declined]);

  const stay = (event: SyntheticEvent<HTMLDialogElement>) => event.preventDefault();
  // Browsers let a repeated Escape close a modal dialog whatever its cancel handler says: while
  // the question stands, the dialog opens again at once.
  const reopen = () => {
    if (show && dialog.current && !dialog.current.open) dialog.current.showModal();
  };

  return (
    <dialog
      ref={dialog}
      className="age-gate modal-content p-0"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      aria-modal="true"
      onCancel={stay}
      onClose={reopen}
    >
      <div className="modal-header">
        <h2 id={titleId} className="modal-title h4">
          {t('ageGate.title')}
        </h2>
      </div>
      <div className="modal-body">
        <p id={messageId} className={declined ? undefined : 'mb-0'}>
          {t('ageGate.message')}
        </p>
        {declined && (
          <p ref={refusal} tabIndex={-1} className="alert alert-warning mb-0">
            {t('ageGate.declined')}
          </p>
        )}
      </div>
      {!declined && (
        <div className="modal-footer">
          <button type="button" className="btn btn-outline-dark" onClick={() => setDeclined(true)}>
            {t('ageGate.decline')}
          </button>
          <button type="button" className="btn btn-dark" onClick={onConfirm}>
            {t('ageGate.confirm')}
          </button>
        </div>
      )}
    </dialog>
  );
}
