import { bigint, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';

/**
 * The figures a day sums and an order contributes, alike in both tables. A function, so each
 * table gets its own column builders.
 */
const dayFigures = () => ({
  /** Orders not cancelled, and cancelled ones. */
  orders: integer().notNull(),
  cancelledOrders: integer().notNull(),
  /** Stored totals and delivery fees (incl. tax) of the orders not cancelled. */
  sales: bigint({ mode: 'number' }).notNull(),
  deliveryFees: bigint({ mode: 'number' }).notNull(),
  /** Every charge earned (incl. and excl. tax): kept shares, delivery of shipped orders. */
  earnedInc: bigint({ mode: 'number' }).notNull(),
  earnedEx: bigint({ mode: 'number' }).notNull(),
  /** Shipped lines' kept shares (incl., excl. tax), supplier cost and kept units. */
  keptInc: bigint({ mode: 'number' }).notNull(),
  keptEx: bigint({ mode: 'number' }).notNull(),
  supplier: bigint({ mode: 'number' }).notNull(),
  kept: bigint({ mode: 'number' }).notNull(),
  /** Units ordered on live lines, received back, and on cancelled lines or orders. */
  sold: bigint({ mode: 'number' }).notNull(),
  returned: bigint({ mode: 'number' }).notNull(),
  cancelled: bigint({ mode: 'number' }).notNull(),
});

/**
 * The sales dashboard's sums per UTC day an order was placed: the sum of that day's
 * `order_sales` rows (`sales_refresh_day`, migration 0022), so the dashboard reads at most
 * ~1,100 day rows instead of a year's ~150,000 lines. Money in cents; what each figure counts
 * is in docs/decisions.md ("Sales dashboard") and core/sales/order-sales.ts.
 */
export const salesDays = pgTable('sales_days', { day: date().primaryKey(), ...dayFigures() });

/** Per day, what each sku (and the product it was sold as) kept of its shipped lines. */
export const salesDaySkus = pgTable(
  'sales_day_skus',
  {
    day: date().notNull(),
    sku: text().notNull(),
    productId: uuid(),
    kept: bigint({ mode: 'number' }).notNull(),
    keptInc: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [index('sales_day_skus_day_idx').on(t.day)],
);

/**
 * One placed order's share of its day, as core/sales/order-sales.ts computes it (the server
 * writes it, see admin/sales/order-sales-sync.ts). No foreign key: a deleted order's row is
 * what tells the sync which day to take it out of.
 */
export const orderSales = pgTable(
  'order_sales',
  {
    orderId: uuid().primaryKey(),
    day: date().notNull(),
    ...dayFigures(),
  },
  (t) => [index('order_sales_day_idx').on(t.day)],
);

/** One placed order's kept units and turnover per sku (its shipped lines). */
export const orderSalesSkus = pgTable(
  'order_sales_skus',
  {
    orderId: uuid().notNull(),
    day: date().notNull(),
    sku: text().notNull(),
    productId: uuid(),
    kept: bigint({ mode: 'number' }).notNull(),
    keptInc: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [
    index('order_sales_skus_order_idx').on(t.orderId),
    index('order_sales_skus_day_idx').on(t.day),
  ],
);

/**
 * Orders whose `order_sales` rows are out of date: triggers add any written order (whoever
 * writes it), and the dashboard brings them up to date before it reads.
 */
export const salesStaleOrders = pgTable('sales_stale_orders', {
  orderId: uuid().primaryKey(),
});
