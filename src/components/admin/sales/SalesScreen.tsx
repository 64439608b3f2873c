import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useId, useState } from 'react';
import type { CallerAuth } from '../../../state/api-client';
import { LoadFailed } from '../../ui/LoadFailed';
import { longDayLabel } from './chart-format';
import { SalesExportButton } from './SalesExportButton';
import { SalesFigures } from './SalesFigures';
import { SalesOverTimeChart } from './SalesOverTimeChart';
import { SalesPeriodForm } from './SalesPeriodForm';
import { periodFromSearch, periodSearch, type SalesPeriod } from './sales-period';
import { TopSellersCharts } from './TopSellersCharts';
import { useSalesReport } from './use-sales-report';

/**
 * /admin_sales (spec 7, "Sales dashboard"): a period, its figures, the days and the best
 * sellers as charts, and the CSV export. The period lives in the address, so a reload or a
 * shared link shows the same days; an address without one means this month, whenever opened.
 */
export function SalesScreen({ auth, search }: { auth: CallerAuth; search: string }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const headingId = useId();
  const [period, setPeriod] = useState(() => periodFromSearch(search, new Date()));
  const { report, loading, error, reload } = useSalesReport(auth, period);

  const apply = (next: SalesPeriod) => {
    // The same days again: the admin wants fresh figures, and the request path has not changed.
    if (next.start === period.start && next.end === period.end) reload();
    setPeriod(next);
    const query = periodSearch(next);
    if (query !== window.location.search) {
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${query}`);
    }
  };

  return (
    <>
      <SalesPeriodForm period={period} onApply={apply} />
      <div role="status" className="mb-2">
        {loading && (
          <>
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            {t('adminSales.loading')}
          </>
        )}
      </div>
      {error !== null && !loading && <LoadFailed error={error} onRetry={reload} />}
      {report && (
        // The last figures stay while the next period loads, dimmed and marked busy.
        <section
          aria-labelledby={headingId}
          aria-busy={loading}
          className={loading ? 'opacity-50' : undefined}
        >
          <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-3">
            <div>
              <h2 id={headingId} className="h4 mb-1">
                {t('adminSales.figures.title')}
              </h2>
              <p className="text-body-secondary mb-0">
                {t('adminSales.figures.period', {
                  start: longDayLabel(report.start, lng),
                  end: longDayLabel(report.end, lng),
                })}
              </p>
            </div>
            <SalesExportButton period={{ start: report.start, end: report.end }} auth={auth} />
          </div>
          <SalesFigures figures={report.figures} />
          <SalesOverTimeChart report={report} />
          <TopSellersCharts report={report} />
        </section>
      )}
    </>
  );
}
