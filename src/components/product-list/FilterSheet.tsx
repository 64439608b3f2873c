import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { lazy, Suspense, useState, type ReactNode } from 'react';
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
const CLASS_NAME = 'filter-sheet';

const loadDialog = () => import('./FilterSheetDialog');
const FilterSheetDialog = lazy(loadDialog);

/**
 * The product list's filters (issue 25.8). From 768 px they are the side panel beside the list;
 * on a phone, a labelled modal sheet from the side (focus kept inside, Escape closes) opened by
 * a "Filters" button saying how many are checked, so some sixty boxes no longer push the
 * products down. Checks apply as they are made; "Show N products" closes the sheet on them.
 *
 * Until the sheet is first wanted the panel is the markup Offcanvas itself renders while
 * closed, so the modal code loads on the first open (or when the button is pointed at or
 * focused), not with the page (issue 25.15).
 */
export function FilterSheet({ active, results, onClear, children }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const close = () => setOpen(false);
  // Offcanvas's header, title and body written out (the markup react-bootstrap's parts
  // render), so the page needs none of its code until the sheet is wanted.
  const content = (
    <>
      <div className="offcanvas-header">
        <h2 id={TITLE_ID} className="h5 offcanvas-title">
          {t('filter.title')}
        </h2>
        <button
          type="button"
          className="btn-close"
          aria-label={t('filter.close')}
          onClick={close}
        />
      </div>
      <div className="d-md-block offcanvas-body">
        <section aria-label={t('filter.title')}>{children}</section>
      </div>
      <div className="filter-sheet-footer d-flex flex-wrap gap-2">
        <ClearFilters onClear={onClear} />
        <button type="button" className="btn btn-primary btn-sm d-md-none" onClick={close}>
          {t('filter.showResults', { count: results })}
        </button>
      </div>
    </>
  );
  // What Offcanvas (responsive="md") renders while closed: the side panel from 768 px.
  const panel = <div className={`${CLASS_NAME} offcanvas-md offcanvas-start`}>{content}</div>;
  return (
    <>
      <button
        type="button"
        className="btn btn-outline-dark btn-sm d-md-none mb-2"
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {active > 0 ? t('filter.openActive', { count: active }) : t('filter.open')}
      </button>
      {wanted ? (
        <Suspense fallback={panel}>
          <FilterSheetDialog show={open} onHide={close} titleId={TITLE_ID} className={CLASS_NAME}>
            {content}
          </FilterSheetDialog>
        </Suspense>
      ) : (
        panel
      )}
    </>
  );
}
