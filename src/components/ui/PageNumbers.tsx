import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';

/** Page links for a list of `pages` pages; the current one is marked for screen readers. */
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
  const numbers = Array.from({ length: pages }, (_, index) => index + 1);
  return (
    <nav aria-label={t('list.pages')}>
      <ul className="pagination flex-wrap">
        {numbers.map((number) => (
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
        ))}
      </ul>
    </nav>
  );
}
