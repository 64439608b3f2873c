import {
  COUNT_FIGURES,
  FIGURE_NAMES,
  type SalesDay,
  type SalesFigures,
  type SalesReport,
  type TopBrand,
  type TopProduct,
} from '../../../core/sales/sales-report';

// The server's own types (src/core/sales), so the screen and the API cannot drift apart.
export type {
  SalesDay,
  SalesFigures,
  SalesReport,
  TopBrand,
  TopProduct,
} from '../../../core/sales/sales-report';

/**
 * The export's figures, read as an invoice reads: before tax, the tax, then with tax (the export
 * lists the total with tax first). Every figure the export has is shown.
 */
const SHOWN_ORDER: readonly (keyof SalesFigures)[] = FIGURE_NAMES.flatMap((name) => {
  if (name === 'totalIncTax') return [];
  return name === 'tax' ? ['tax', 'totalIncTax'] : [name];
});

/** The figures in the order the dashboard lists them, and whether each is money. */
export const FIGURE_ROWS: readonly { key: keyof SalesFigures; money: boolean }[] = SHOWN_ORDER.map(
  (key) => ({ key, money: !COUNT_FIGURES.has(key) }),
);

const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/**
 * The answer as the screen uses it. The API is ours, so the shape is trusted; a missing list
 * becomes empty rather than breaking the charts.
 */
export function readSalesReport(body: { [K in keyof SalesReport]?: unknown }): SalesReport {
  return {
    start: String(body.start ?? ''),
    end: String(body.end ?? ''),
    figures: body.figures as SalesFigures,
    daily: list<SalesDay>(body.daily),
    topProducts: list<TopProduct>(body.topProducts),
    topBrands: list<TopBrand>(body.topBrands),
  };
}

/** The day with the most sales (the first of equals), for the chart's spoken summary. */
export function bestDay(daily: readonly SalesDay[]): SalesDay | null {
  return daily.reduce<SalesDay | null>(
    (best, row) => (best === null || row.sales > best.sales ? row : best),
    null,
  );
}
