import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useFormatMoney } from '../../site/use-format-money';
import { contentLanguage } from '../../../core/routes/languages';
import { ChartFigure } from './ChartFigure';
import { amountAxisTop, dayLabel, longDayLabel, moneyTick } from './chart-format';
import { bestDay, type SalesReport } from './sales-report';

// Told apart by the dash as well as the colour, for readers who do not see the difference.
const SALES_COLOUR = '#0d6efd';
const TURNOVER_COLOUR = '#146c43';

/** Daily sales (ordered) and turnover (shipped and kept) over the period, in euro. */
export function SalesOverTimeChart({ report }: { report: SalesReport }) {
  const { t, i18n } = useTranslation();
  const formatMoney = useFormatMoney();
  const lng = i18n.language;
  const best = bestDay(report.daily);
  const salesName = t('adminSales.figure.sales');
  const turnoverName = t('adminSales.figure.turnover');
  const summary = [
    t('adminSales.salesChart.summary', {
      start: longDayLabel(report.start, lng),
      end: longDayLabel(report.end, lng),
      sales: formatMoney(report.figures.sales),
      turnover: formatMoney(report.figures.turnover),
    }),
    best && best.sales > 0
      ? t('adminSales.salesChart.bestDay', {
          day: longDayLabel(best.date, lng),
          sales: formatMoney(best.sales),
        })
      : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <ChartFigure
      title={t('adminSales.salesChart.title')}
      summary={summary}
      height={320}
      columns={[
        { label: t('adminSales.chart.day') },
        { label: t('adminSales.figure.orders'), numeric: true },
        { label: salesName, numeric: true },
        { label: turnoverName, numeric: true },
      ]}
      rows={report.daily.map((row) => [
        longDayLabel(row.date, lng),
        String(row.orders),
        formatMoney(row.sales),
        formatMoney(row.turnover),
      ])}
      empty={report.daily.length === 0 ? t('adminSales.chart.noDays') : undefined}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <LineChart
            data={report.daily}
            accessibilityLayer={false}
            margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis
              dataKey="date"
              tickFormatter={(date: string) => dayLabel(date, lng)}
              minTickGap={24}
            />
            <YAxis
              tickFormatter={(cents: number) => moneyTick(cents, contentLanguage(lng))}
              allowDecimals={false}
              domain={[0, amountAxisTop]}
              width={80}
            />
            <Tooltip
              labelFormatter={(date) => longDayLabel(String(date), lng)}
              formatter={(value) => formatMoney(Math.round(Number(value)))}
            />
            {/* In drawing order, sales first, in both languages (the default sorts by name). */}
            <Legend itemSorter={null} />
            <Line
              type="linear"
              dataKey="sales"
              name={salesName}
              stroke={SALES_COLOUR}
              strokeWidth={2}
              dot={report.daily.length <= 31}
              isAnimationActive={false}
            />
            <Line
              type="linear"
              dataKey="turnover"
              name={turnoverName}
              stroke={TURNOVER_COLOUR}
              strokeWidth={2}
              strokeDasharray="6 3"
              dot={report.daily.length <= 31}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      }
    />
  );
}
