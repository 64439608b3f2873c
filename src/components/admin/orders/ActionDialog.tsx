import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import ModalBody from 'react-bootstrap/ModalBody';
import ModalFooter from 'react-bootstrap/ModalFooter';
import { CentredDialog, DialogTitle } from '../../ui/Dialog';
import { BusyButton } from './BusyButton';

interface Props {
  show: boolean;
  title: string;
  /** What the action will do (read out with the dialog). */
  message: string;
  busy: boolean;
  /** A refusal from the server: shown in the dialog, which stays open with what was typed. */
  error: string;
  danger?: boolean;
  /** The confirm button's words when not the plain "Confirm" (a second, surer question). */
  confirmLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The dialog has gone (after react-bootstrap gave the focus back). */
  onExited?: () => void;
  children?: ReactNode;
}

/**
 * An order action that asks first, with its own inputs (tracking, a reason, a reference).
 * Unlike ConfirmDialog it is a form, so Enter confirms, and a refusal is shown inside it.
 */
export function ActionDialog({
  show,
  title,
  message,
  busy,
  error,
  danger = false,
  confirmLabel,
  onConfirm,
  onCancel,
  onExited,
  children,
}: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (show && error) alertRef.current?.focus();
  }, [show, error]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onConfirm();
  };
  return (
    <CentredDialog
      show={show}
      onHide={busy ? () => undefined : onCancel}
      onExited={onExited}
      titleId={titleId}
      messageId={messageId}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId} closeLabel={busy ? undefined : t('adminOrders.dialog.cancel')}>
          {title}
        </DialogTitle>
        <ModalBody>
          {error && (
            <div ref={alertRef} role="alert" tabIndex={-1} className="alert alert-danger">
              {error}
            </div>
          )}
          <p id={messageId}>{message}</p>
          {children}
        </ModalBody>
        <ModalFooter>
          <button
            type="button"
            className="btn btn-outline-dark"
            onClick={onCancel}
            disabled={busy}
            autoFocus={!children}
          >
            {t('adminOrders.dialog.cancel')}
          </button>
          <BusyButton
            type="submit"
            className={danger ? 'btn btn-danger' : 'btn btn-primary'}
            busy={busy}
            label={confirmLabel ?? t('adminOrders.dialog.confirm')}
            busyLabel={t('adminOrders.busy')}
          />
        </ModalFooter>
      </form>
    </CentredDialog>
  );
}
