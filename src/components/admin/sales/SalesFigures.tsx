import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { useFormatMoney } from '../../site/use-format-money';
import { FIGURE_ROWS, type SalesFigures as Figures } from './sales-report';

/** The period's totals as labelled cards: a description list, one term per figure. */
export function SalesFigures({ figures }: { figures: Figures }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  return (
    <dl
      className="d-grid gap-2 mb-4"
      style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))' }}
    >
      {FIGURE_ROWS.map(({ key, money }) => (
        <div key={key} className="card card-body p-2">
          <dt className="small fw-normal text-body-secondary">{t(`adminSales.figure.${key}`)}</dt>
          <dd className="fs-5 fw-semibold mb-0">
            {money ? formatMoney(figures[key]) : String(figures[key])}
          </dd>
        </div>
      ))}
    </dl>
  );
}
