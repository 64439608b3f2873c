import React, { type ComponentProps, type ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import ModalHeader from 'react-bootstrap/ModalHeader';
import ModalTitle from 'react-bootstrap/ModalTitle';

type DialogProps = Omit<ComponentProps<typeof Modal>, 'centered'> & {
  /** The id of the dialog's title (DialogTitle), which names it. */
  titleId: string;
  /** The id of the text that says what the dialog is about. */
  messageId: string;
};

/** A dialog in the middle of the screen, named by its title and described by its message. */
export function CentredDialog({ titleId, messageId, children, ...props }: DialogProps) {
  return (
    <Modal {...props} centered aria-labelledby={titleId} aria-describedby={messageId}>
      {children}
    </Modal>
  );
}

/**
 * A dialog's title, an h2 the size of an h5; the close button beside it has `closeLabel`, and
 * there is none without one.
 */
export function DialogTitle({
  id,
  closeLabel,
  children,
}: {
  id: string;
  closeLabel?: string | undefined;
  children: ReactNode;
}) {
  return (
    <ModalHeader closeButton={closeLabel !== undefined} closeLabel={closeLabel}>
      <ModalTitle as="h2" id={id} className="h5">
        {children}
      </ModalTitle>
    </ModalHeader>
  );
}
