import React, { type ReactNode } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';

interface Props {
  show: boolean;
  onHide: () => void;
  titleId: string;
  className: string;
  children: ReactNode;
}

/**
 * The phone's filter sheet as react-bootstrap's Offcanvas: a labelled modal from the side,
 * focus kept inside, Escape closes, focus back to the button. Loaded by FilterSheet when the
 * sheet is first wanted (issue 25.15): Offcanvas and its modal machinery are ~6 kB gzip that
 * a desktop visitor, who has the side panel, never needs.
 */
export default function FilterSheetDialog({ show, onHide, titleId, className, children }: Props) {
  return (
    <Offcanvas
      show={show}
      onHide={onHide}
      responsive="md"
      placement="start"
      // Only the open sheet is a dialog; the side panel is a region named on its own.
      aria-labelledby={show ? titleId : undefined}
      className={className}
    >
      {children}
    </Offcanvas>
  );
}
