import { bigint, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';

/**
 * The sales dashboard's sums per UTC day an order was placed, kept by the database itself:
 * triggers on orders, order_items and returns recompute a day whenever one of its orders
 * changes (migration 0007, `sales_refresh_day`), so the dashboard reads at most ~1,100 day
 * rows instead of a year's ~150,000 lines. Money in cents; what each figure counts is in
 * docs/decisions.md ("Sales dashboard").
 */
export const salesDays = pgTable('sales_days', {
  day: date().primaryKey(),
  /** Orders not cancelled, and cancelled ones. */
  orders: integer().notNull(),
  cancelledOrders: integer().notNull(),
  /** Stored totals and delivery fees (incl. tax) of the orders not cancelled. */
  sales: bigint({ mode: 'number' }).notNull(),
  deliveryFees: bigint({ mode: 'number' }).notNull(),
  /** Delivery (incl. and excl. tax) of the orders not cancelled that have a shipped line. */
  deliveryInc: bigint({ mode: 'number' }).notNull(),
  deliveryEx: bigint({ mode: 'number' }).notNull(),
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
