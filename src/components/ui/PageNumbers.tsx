import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { pageWindow } from '../../core/catalogue/paging';

/**
 * Page buttons for a list of `pages` pages: the first, the last and those near the current one
 * (pageWindow), which is marked for screen readers; a left-out run is an ellipsis.
 */
export function PageNumbers({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('list.pages')}>
      <ul className="pagination flex-wrap">
        {pageWindow(page, pages).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} className="page-item disabled" aria-hidden="true">
              <span className="page-link">…</span>
            </li>
          ) : (
            <li key={number} className={`page-item${number === page ? ' active' : ''}`}>
              <button
                type="button"
                className="page-link"
                aria-current={number === page ? 'page' : undefined}
                aria-label={t('list.page', { number })}
                onClick={() => onPage(number)}
              >
                {number}
              </button>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
