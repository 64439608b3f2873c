import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { lineName } from '../../account/order-entry';
import { useContentLanguage } from '../../site/use-content-language';
import { useFormatMoney } from '../../site/use-format-money';
import type { SalesReport } from './sales-report';
import { TopBarsChart } from './TopBarsChart';

/**
 * The ten products shipped most (by quantity) and the ten brands that turned over most, named
 * in the back office's language (English where there is no Italian name).
 */
export function TopSellersCharts({ report }: { report: SalesReport }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const lng = useContentLanguage();
  const quantity = t('adminSales.chart.quantity');
  const turnover = t('adminSales.figure.turnover');
  const topProducts = report.topProducts.map((row) => ({ ...row, name: lineName(row, lng) }));
  const topBrands = report.topBrands.map((row) => ({
    ...row,
    brand: lineName({ name: row.brand, itaName: row.itaName }, lng),
  }));
  return (
    <div className="row">
      <div className="col-xl-6">
        <TopBarsChart
          title={t('adminSales.topProducts.title')}
          summary={t('adminSales.topProducts.summary', {
            list: topProducts.map((row) => `${row.name} ${row.quantity}`).join(', '),
          })}
          valueName={quantity}
          money={false}
          bars={topProducts.map((row) => ({ label: row.name, value: row.quantity }))}
          columns={[
            { label: t('adminSales.chart.product') },
            { label: t('adminSales.chart.sku') },
            { label: quantity, numeric: true },
            { label: turnover, numeric: true },
          ]}
          rows={topProducts.map((row) => [
            row.name,
            row.sku,
            String(row.quantity),
            formatMoney(row.turnover),
          ])}
          empty={t('adminSales.topProducts.empty')}
        />
      </div>
      <div className="col-xl-6">
        <TopBarsChart
          title={t('adminSales.topBrands.title')}
          summary={t('adminSales.topBrands.summary', {
            list: topBrands.map((row) => `${row.brand} ${formatMoney(row.turnover)}`).join(', '),
          })}
          valueName={turnover}
          money
          bars={topBrands.map((row) => ({ label: row.brand, value: row.turnover }))}
          columns={[
            { label: t('adminSales.chart.brand') },
            { label: quantity, numeric: true },
            { label: turnover, numeric: true },
          ]}
          rows={topBrands.map((row) => [
            row.brand,
            String(row.quantity),
            formatMoney(row.turnover),
          ])}
          empty={t('adminSales.topBrands.empty')}
        />
      </div>
    </div>
  );
}
