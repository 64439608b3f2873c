import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { pageSpan } from '../admin/admin-paging';

/**
 * Previous / next through a list the API pages (customers, reviews, messages can run to
 * hundreds of pages: a button per page would not fit), with where the admin is.
 */
export function AdminPager({
  label,
  page,
  rows,
  total,
  onPage,
}: {
  /** The list's name, for the navigation landmark ("Customers pages"). */
  label: string;
  page: number;
  rows: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const span = pageSpan({ page, rows, total });
  if (span.pages <= 1) return null;
  return (
    <nav
      aria-label={t('adminPeople.pager.label', { list: label })}
      className="d-flex flex-wrap align-items-center gap-2 my-3"
    >
      <button
        type="button"
        className="btn btn-outline-dark btn-sm"
        disabled={span.page <= 1}
        onClick={() => onPage(span.page - 1)}
      >
        {t('adminPeople.pager.previous')}
      </button>
      <span aria-live="polite">
        {t('adminPeople.pager.showing', {
          first: span.first,
          last: span.last,
          total: span.total,
          page: span.page,
          pages: span.pages,
        })}
      </span>
      <button
        type="button"
        className="btn btn-outline-dark btn-sm"
        disabled={span.page >= span.pages}
        onClick={() => onPage(span.page + 1)}
      >
        {t('adminPeople.pager.next')}
      </button>
    </nav>
  );
}
