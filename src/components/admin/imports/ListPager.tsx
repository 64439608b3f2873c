import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import type { Page } from './import-result';

/**
 * Previous / next through a long list (a big file has thousands of rows: a button per page
 * would not fit), with where the admin is.
 */
export function ListPager<T>({
  listName,
  page,
  total,
  onPage,
}: {
  listName: string;
  page: Page<T>;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (page.pages <= 1) return null;
  return (
    <nav
      aria-label={t('adminImport.pages.label', { list: listName })}
      className="d-flex align-items-center gap-2 mb-3"
    >
      <button
        type="button"
        className="btn btn-outline-dark btn-sm"
        disabled={page.page <= 1}
        onClick={() => onPage(page.page - 1)}
      >
        {t('adminImport.pages.previous')}
      </button>
      <span aria-live="polite">
        {t('adminImport.pages.showing', { first: page.first, last: page.last, total })}
      </span>
      <button
        type="button"
        className="btn btn-outline-dark btn-sm"
        disabled={page.page >= page.pages}
        onClick={() => onPage(page.page + 1)}
      >
        {t('adminImport.pages.next')}
      </button>
    </nav>
  );
}
