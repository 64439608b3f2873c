import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';

/** Previous / next through the order list's pages, and where the administrator is. */
export function OrderPager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('adminOrders.pages.label')} className="d-flex align-items-center gap-2">
      <button
        type="button"
        className="btn btn-outline-dark btn-sm"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('adminOrders.pages.previous')}
      </button>
      <span aria-live="polite">{t('adminOrders.pages.showing', { page, pages })}</span>
      <button
        type="button"
        className="btn btn-outline-dark btn-sm"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('adminOrders.pages.next')}
      </button>
    </nav>
  );
}
