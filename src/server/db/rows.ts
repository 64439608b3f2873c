import type {
  addresses,
  countries,
  customers,
  mailQueue,
  messages,
  orderItems,
  orders,
  payments,
  posts,
  products,
  returns,
  shipments,
} from './schema';

/*
 * A table's row as drizzle reads it, named once here: every domain that reads the table takes
 * the type from db/, never from another domain's store (docs/decisions.md, "Issue 20: server
 * conventions"). Narrower shapes (a Pick, a joined row) stay with the query that makes them.
 */
export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type ReturnRow = typeof returns.$inferSelect;
export type ShipmentRow = typeof shipments.$inferSelect;
export type CustomerRow = typeof customers.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type CountryRow = typeof countries.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type PostRow = typeof posts.$inferSelect;
export type QueuedMail = typeof mailQueue.$inferSelect;

/**
 * What a cart writes (a cart is an order not placed yet): the cart's service builds these,
 * orders/cart-rows.ts writes them.
 */
export type OrderValues = Partial<typeof orders.$inferInsert>;
export type CartItemValues = Omit<typeof orderItems.$inferInsert, 'id' | 'orderId'>;
