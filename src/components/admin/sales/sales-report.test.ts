import { describe, expect, it } from 'vitest';
import { FIGURE_NAMES } from '../../../core/sales/sales-report';
import { bestDay, FIGURE_ROWS, readSalesReport } from './sales-report';

describe('readSalesReport', () => {
  it('keeps the answer and turns missing lists into empty ones', () => {
    const figures = { orders: 2 };
    const report = readSalesReport({ start: '2026-01-01', end: '2026-01-31', figures });
    expect(report).toEqual({
      start: '2026-01-01',
      end: '2026-01-31',
      figures,
      daily: [],
      topProducts: [],
      topBrands: [],
    });
  });
});

describe('bestDay', () => {
  it('picks the first day with the most sales', () => {
    const daily = [
      { date: '2026-01-01', orders: 1, sales: 100, turnover: 0 },
      { date: '2026-01-02', orders: 2, sales: 300, turnover: 0 },
      { date: '2026-01-03', orders: 3, sales: 300, turnover: 0 },
    ];
    expect(bestDay(daily)?.date).toBe('2026-01-02');
    expect(bestDay([])).toBeNull();
  });
});

describe('FIGURE_ROWS', () => {
  it('lists every contract figure once', () => {
    const keys = FIGURE_ROWS.map((row) => row.key);
    expect(new Set(keys).size).toBe(13);
    expect(keys).toContain('profit');
  });

  it('lists the same figures the API answers with (FIGURE_NAMES), each once', () => {
    // A figure added to the model and the export but not to SHOWN_ORDER would never be shown.
    const keys = FIGURE_ROWS.map((row) => row.key);
    expect([...keys].sort()).toEqual([...FIGURE_NAMES].sort());
  });

  it('reads as an invoice: before tax, the tax, then with tax', () => {
    const keys = FIGURE_ROWS.map((row) => row.key);
    expect(keys.slice(-4)).toEqual(['totalExTax', 'tax', 'totalIncTax', 'profit']);
  });
});
