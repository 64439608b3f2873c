import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';

/** Where the pager stands: the page shown of how many, and the rows it shows where counted. */
export interface PagerSpan {
  page: number;
  pages: number;
  first?: number;
  last?: number;
  total?: number;
}

/**
 * Previous / next through a long list (customers, orders, an import's rows can run to hundreds
 * of pages: a button per page would not fit), with where the reader is. Hidden while there is
 * only the one page and the reader is on it.
 */
export function Pager({
  texts,
  list,
  span,
  onPage,
  className,
}: {
  /** The key prefix of its texts: `<texts>.label`, `.previous`, `.next` and `.showing`. */
  texts: string;
  /** The list's name, for the navigation landmark ("Customers: pages"). */
  list?: string;
  span: PagerSpan;
  onPage: (page: number) => void;
  /** The bar's place on the screen: its spacing, wrapping. */
  className?: string;
}) {
  const { t } = useTranslation();
  const { page, pages, first, last, total } = span;
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav
      aria-label={t(`${texts}.label`, { list })}
      className={
        className
          ? `d-flex align-items-center gap-2 ${className}`
          : 'd-flex align-items-center gap-2'
      }
    >
      <button
        type="button"
        className="btn btn-outline-dark btn-sm"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t(`${texts}.previous`)}
      </button>
      <span aria-live="polite">{t(`${texts}.showing`, { first, last, total, page, pages })}</span>
      <button
        type="button"
        className="btn btn-outline-dark btn-sm"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t(`${texts}.next`)}
      </button>
    </nav>
  );
}
