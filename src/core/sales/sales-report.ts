import type { IsoDate } from '../dates/utc-date';

/** Every figure of the dashboard; money in integer cents (docs/api-admin.md, "Sales dashboard"). */
export interface SalesFigures {
  orders: number;
  cancelledOrders: number;
  sales: number;
  turnover: number;
  itemsSold: number;
  itemsReturned: number;
  itemsCancelled: number;
  deliveryFees: number;
  supplierFees: number;
  totalIncTax: number;
  totalExTax: number;
  tax: number;
  profit: number;
}

export interface SalesDay {
  date: IsoDate;
  orders: number;
  sales: number;
  turnover: number;
}

/** `itaName` is empty when the product (or brand) has no Italian name: show `name` then. */
export interface TopProduct {
  sku: string;
  name: string;
  itaName: string;
  quantity: number;
  turnover: number;
}

export interface TopBrand {
  brand: string;
  itaName: string;
  quantity: number;
  turnover: number;
}

export interface SalesReport {
  start: IsoDate;
  end: IsoDate;
  figures: SalesFigures;
  daily: SalesDay[];
  topProducts: TopProduct[];
  topBrands: TopBrand[];
}

/** The order the figures are listed in (the export's figures block). */
export const FIGURE_NAMES = [
  'orders',
  'cancelledOrders',
  'sales',
  'turnover',
  'itemsSold',
  'itemsReturned',
  'itemsCancelled',
  'deliveryFees',
  'supplierFees',
  'totalIncTax',
  'totalExTax',
  'tax',
  'profit',
] as const satisfies readonly (keyof SalesFigures)[];

/** Figures that are counts; every other one is money. */
export const COUNT_FIGURES: ReadonlySet<keyof SalesFigures> = new Set([
  'orders',
  'cancelledOrders',
  'itemsSold',
  'itemsReturned',
  'itemsCancelled',
]);

/** Top lists are this long. */
export const TOP_LIMIT = 10;
