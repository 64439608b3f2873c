import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useEffect, useId, useRef, type TouchEvent } from 'react';
import Modal from 'react-bootstrap/Modal';
import ModalBody from 'react-bootstrap/ModalBody';
import ModalHeader from 'react-bootstrap/ModalHeader';
import ModalTitle from 'react-bootstrap/ModalTitle';
import { keepTabInside } from '../ui/keep-tab-inside';

interface Props {
  pictures: readonly string[];
  name: string;
  /** The picture shown; null when closed. */
  index: number | null;
  onMove: (index: number) => void;
  onClose: () => void;
}

/** A finger moving this far sideways is a swipe, not a tap or a scroll. */
const SWIPE_PX = 40;

/**
 * A product's pictures, large. react-bootstrap's Modal keeps the focus inside, closes on
 * Escape and gives the focus back to the thumbnail that opened it; the arrow keys and a
 * sideways swipe move between pictures (wrapping round).
 */
export function PictureLightbox({ pictures, name, index, onMove, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const touchX = useRef<number | null>(null);
  const count = pictures.length;
  const current = index ?? 0;
  const move = (step: number) => onMove((current + step + count) % count);

  // On the document: the Modal gives the focus to its own outer element, outside our content.
  const open = index !== null;
  useEffect(() => {
    if (!open || count < 2) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
      event.preventDefault();
      onMove((current + (event.key === 'ArrowRight' ? 1 : -1) + count) % count);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, count, current, onMove]);
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchX.current;
    const end = event.changedTouches[0]?.clientX;
    touchX.current = null;
    if (start === null || end === undefined || count < 2) return;
    if (end - start <= -SWIPE_PX) move(1);
    else if (end - start >= SWIPE_PX) move(-1);
  };

  return (
    <Modal
      show={open}
      onHide={onClose}
      centered
      size="lg"
      aria-labelledby={titleId}
      onKeyDown={keepTabInside}
    >
      <ModalHeader closeButton closeLabel={t('product.closePictures')}>
        <ModalTitle as="h2" id={titleId} className="h6">
          {t('product.pictures', { name })}
        </ModalTitle>
      </ModalHeader>
      <ModalBody className="text-center">
        <img
          src={pictures[current]}
          alt={t('product.picture', { name, number: current + 1 })}
          width={800}
          height={800}
          className="product-image rounded"
          data-testid="lightbox-picture"
          onTouchStart={(event) => {
            touchX.current = event.touches[0]?.clientX ?? null;
          }}
          onTouchEnd={onTouchEnd}
        />
        {count > 1 && (
          <div className="d-flex justify-content-between align-items-center mt-2">
            <button type="button" className="btn btn-outline-dark" onClick={() => move(-1)}>
              {t('product.previousPicture')}
            </button>
            <p className="mb-0" aria-live="polite">
              {t('product.pictureCount', { number: current + 1, count })}
            </p>
            <button type="button" className="btn btn-outline-dark" onClick={() => move(1)}>
              {t('product.nextPicture')}
            </button>
          </div>
        )}
      </ModalBody>
    </Modal>
  );
}
