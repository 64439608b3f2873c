import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useId } from 'react';
import ModalBody from 'react-bootstrap/ModalBody';
import ModalFooter from 'react-bootstrap/ModalFooter';
import { CentredDialog, DialogTitle } from './Dialog';

interface Props {
  show: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before something that cannot be undone. Focus starts on "Cancel", the harmless answer,
 * and returns to the button that opened the dialog when it closes (react-bootstrap's
 * restoreFocus).
 */
export function ConfirmDialog({
  show,
  title,
  message,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
}: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  return (
    <CentredDialog show={show} onHide={onCancel} titleId={titleId} messageId={messageId}>
      <DialogTitle id={titleId} closeLabel={t('formField.cancel')}>
        {title}
      </DialogTitle>
      <ModalBody>
        <p id={messageId} className="mb-0">
          {message}
        </p>
      </ModalBody>
      <ModalFooter>
        <button type="button" className="btn btn-outline-dark" onClick={onCancel} autoFocus>
          {t('formField.cancel')}
        </button>
        <button type="button" className="btn btn-danger" onClick={onConfirm} disabled={busy}>
          {busy ? t('formField.deleting') : confirmLabel}
        </button>
      </ModalFooter>
    </CentredDialog>
  );
}
