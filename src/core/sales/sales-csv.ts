import { writeCsv } from '../imports/csv-formulae';
import { formatEuroCents } from '../imports/csv-values';
import { COUNT_FIGURES, FIGURE_NAMES, type SalesReport } from './sales-report';

/** Money may be negative here (a profit), which the import's formatter does not expect. */
export const euro = (cents: number) =>
  cents < 0 ? `-${formatEuroCents(-cents)}` : formatEuroCents(cents);

/**
 * The dashboard as a spreadsheet: the period and the figures (name, value), an empty line,
 * then one row per day. Byte order mark and CRLF as the product exports, so spreadsheet
 * programs read it right; amounts in euro with two decimals.
 */
export function salesCsv(report: SalesReport): string {
  const figures = FIGURE_NAMES.map((name) => {
    const value = report.figures[name];
    return [name, COUNT_FIGURES.has(name) ? String(value) : euro(value)];
  });
  const daily = report.daily.map((day) => [
    day.date,
    String(day.orders),
    euro(day.sales),
    euro(day.turnover),
  ]);
  const rows = [
    ['figure', 'value'],
    ['start', report.start],
    ['end', report.end],
    ...figures,
    [],
    ['date', 'orders', 'sales', 'turnover'],
    ...daily,
  ];
  return writeCsv(rows);
}

export const salesCsvName = (report: Pick<SalesReport, 'start' | 'end'>) =>
  `sales-${report.start}-${report.end}.csv`;
