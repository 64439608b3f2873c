import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useEffect, useId, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import ModalBody from 'react-bootstrap/ModalBody';
import ModalFooter from 'react-bootstrap/ModalFooter';
import ModalHeader from 'react-bootstrap/ModalHeader';
import ModalTitle from 'react-bootstrap/ModalTitle';

export interface AgeGateProps {
  show: boolean;
  /** The visitor said they are 18 or older. */
  onConfirm: () => void;
}

/**
 * Static backdrop and no Escape: the only ways out are the two answers. A "No" leaves the
 * visitor with the refusal alone; reloading the page asks again.
 */
export function AgeGate({ show, onConfirm }: AgeGateProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  const [declined, setDeclined] = useState(false);
  const refusal = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (!show) setDeclined(false);
  }, [show]);

  // The answer buttons disappear with the "No", so focus moves to the text that replaced them
  // (otherwise it would fall back to the dialog and a screen reader would say nothing new).
  useEffect(() => {
    if (declined) refusal.current?.focus();
  }, [declined]);

  return (
    <Modal
      show={show}
      backdrop="static"
      keyboard={false}
      centered
      aria-labelledby={titleId}
      aria-describedby={messageId}
    >
      <ModalHeader>
        <ModalTitle as="h2" id={titleId} className="h4">
          {t('ageGate.title')}
        </ModalTitle>
      </ModalHeader>
      <ModalBody>
        <p id={messageId} className={declined ? undefined : 'mb-0'}>
          {t('ageGate.message')}
        </p>
        {declined && (
          <p ref={refusal} tabIndex={-1} className="alert alert-warning mb-0">
            {t('ageGate.declined')}
          </p>
        )}
      </ModalBody>
      {!declined && (
        <ModalFooter>
          <Button variant="outline-dark" onClick={() => setDeclined(true)}>
            {t('ageGate.decline')}
          </Button>
          <Button variant="dark" onClick={onConfirm}>
            {t('ageGate.confirm')}
          </Button>
        </ModalFooter>
      )}
    </Modal>
  );
}
