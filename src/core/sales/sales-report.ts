import * as z from 'zod';

const count = (what: string) => z.number().int().describe(what);
const cents = (what: string) => z.number().int().describe(`${what}, in cents`);
const day = z.iso.date().describe('YYYY-MM-DD, a UTC day');

/**
 * Every figure of the dashboard; money in integer cents (docs/api-admin.md, "Sales dashboard"
 * says how each is computed).
 */
export const salesFiguresSchema = z.object({
  orders: count('Placed orders not cancelled'),
  cancelledOrders: count('Cancelled orders'),
  sales: cents('What those orders total, delivery included'),
  turnover: cents('Goods kept, tax included, over shipped lines'),
  itemsSold: count('Quantity of lines not cancelled'),
  itemsReturned: count('Quantity returned'),
  itemsCancelled: count('Quantity cancelled'),
  deliveryFees: cents('Delivery charged, tax included'),
  supplierFees: cents('What the kept goods cost from their suppliers'),
  totalIncTax: cents('Kept goods and delivery, tax included'),
  totalExTax: cents('Kept goods and delivery, tax excluded'),
  tax: cents('totalIncTax less totalExTax'),
  profit: cents('Kept goods tax excluded, less supplierFees'),
});
export type SalesFigures = z.output<typeof salesFiguresSchema>;

export const salesDaySchema = z.object({
  date: day,
  orders: count('Placed orders not cancelled'),
  sales: cents('What they total'),
  turnover: cents('Goods kept, tax included'),
});
export type SalesDay = z.output<typeof salesDaySchema>;

/** `itaName` is empty when the product (or brand) has no Italian name: show `name` then. */
export const topProductSchema = z.object({
  sku: z.string(),
  name: z.string(),
  itaName: z.string().describe('Empty when it has no Italian name'),
  quantity: count('Shipped quantity kept'),
  turnover: cents('Its turnover'),
});
export type TopProduct = z.output<typeof topProductSchema>;

export const topBrandSchema = z.object({
  brand: z.string(),
  itaName: z.string().describe('Empty when it has no Italian name'),
  quantity: count('Shipped quantity kept'),
  turnover: cents('Its turnover'),
});
export type TopBrand = z.output<typeof topBrandSchema>;

/** GET admin_sales: the period's figures, its days and its best sellers. */
export const salesReportSchema = z.object({
  start: day,
  end: day,
  figures: salesFiguresSchema.describe('Orders, sales, turnover, items, fees, tax, profit'),
  daily: z.array(salesDaySchema).describe('[{ date, orders, sales, turnover }]'),
  topProducts: z.array(topProductSchema).describe('[{ sku, name, itaName, quantity, turnover }]'),
  topBrands: z.array(topBrandSchema).describe('[{ brand, itaName, quantity, turnover }]'),
});
export type SalesReport = z.output<typeof salesReportSchema>;

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
