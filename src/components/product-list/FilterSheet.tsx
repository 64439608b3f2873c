import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useState, type ReactNode } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import OffcanvasBody from 'react-bootstrap/OffcanvasBody';
import OffcanvasHeader from 'react-bootstrap/OffcanvasHeader';
import OffcanvasTitle from 'react-bootstrap/OffcanvasTitle';
import { ClearFilters } from './FilterPanel';

interface Props {
  /** How many boxes are checked: the phone's button says it. */
  active: number;
  /** How many products the current checks give: the sheet's "Show N products". */
  results: number;
  onClear: () => void;
  /** The filter boxes. */
  children: ReactNode;
}

const TITLE_ID = 'filter-sheet-title';

/**
 * The product list's filters (issue 25.8). From 768 px they are the side panel beside the list;
 * on a phone, a labelled modal sheet from the side (focus kept inside, Escape closes) opened by
 * a "Filters" button saying how many are checked, so some sixty boxes no longer push the
 * products down. Checks apply as they are made; "Show N products" closes the sheet on them.
 */
export function FilterSheet({ active, results, onClear, children }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        className="btn btn-outline-dark btn-sm d-md-none mb-2"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {active > 0 ? t('filter.openActive', { count: active }) : t('filter.open')}
      </button>
      <Offcanvas
        show={open}
        onHide={close}
        responsive="md"
        placement="start"
        // Only the open sheet is a dialog; the side panel is a region named on its own.
        aria-labelledby={open ? TITLE_ID : undefined}
        className="filter-sheet"
      >
        <OffcanvasHeader closeButton closeLabel={t('filter.close')}>
          <OffcanvasTitle as="h2" id={TITLE_ID} className="h5">
            {t('filter.title')}
          </OffcanvasTitle>
        </OffcanvasHeader>
        <OffcanvasBody className="d-md-block">
          <section aria-label={t('filter.title')}>{children}</section>
        </OffcanvasBody>
        <div className="filter-sheet-footer d-flex flex-wrap gap-2">
          <ClearFilters onClear={onClear} />
          <button type="button" className="btn btn-primary btn-sm d-md-none" onClick={close}>
            {t('filter.showResults', { count: results })}
          </button>
        </div>
      </Offcanvas>
    </>
  );
}
