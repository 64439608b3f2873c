import { describe, expect, it } from 'vitest';
import { euro, salesCsv, salesCsvName } from './sales-csv';
import type { SalesFigures } from './sales-report';

const figures: SalesFigures = {
  orders: 2,
  cancelledOrders: 0,
  sales: 1005,
  turnover: 5,
  itemsSold: 3,
  itemsReturned: 0,
  itemsCancelled: 1,
  deliveryFees: 0,
  supplierFees: 1200,
  totalIncTax: 5,
  totalExTax: 4,
  tax: 1,
  profit: -1196,
};

describe('sales CSV', () => {
  it('writes euro with two decimals, negative amounts too', () => {
    expect(euro(0)).toBe('0.00');
    expect(euro(5)).toBe('0.05');
    expect(euro(123456)).toBe('1234.56');
    expect(euro(-1196)).toBe('-11.96');
  });

  it('writes the figures, an empty line and the days, BOM and CRLF', () => {
    const csv = salesCsv({
      start: '2025-01-01',
      end: '2025-01-02',
      figures,
      daily: [
        { date: '2025-01-01', orders: 2, sales: 1005, turnover: 5 },
        { date: '2025-01-02', orders: 0, sales: 0, turnover: 0 },
      ],
      topProducts: [],
      topBrands: [],
    });
    expect(csv).toBe(
      '\uFEFF' +
        [
          'figure,value',
          'start,2025-01-01',
          'end,2025-01-02',
          'orders,2',
          'cancelledOrders,0',
          'sales,10.05',
          'turnover,0.05',
          'itemsSold,3',
          'itemsReturned,0',
          'itemsCancelled,1',
          'deliveryFees,0.00',
          'supplierFees,12.00',
          'totalIncTax,0.05',
          'totalExTax,0.04',
          'tax,0.01',
          'profit,-11.96',
          '',
          'date,orders,sales,turnover',
          '2025-01-01,2,10.05,0.05',
          '2025-01-02,0,0.00,0.00',
          '',
        ].join('\r\n'),
    );
    expect(salesCsvName({ start: '2025-01-01', end: '2025-01-02' })).toBe(
      'sales-2025-01-01-2025-01-02.csv',
    );
  });
});
