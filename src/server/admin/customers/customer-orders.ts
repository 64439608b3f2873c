import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import type { OrderRow } from '../orders/admin-order-answer';
import { listAdminOrders } from '../orders/order-list';

/**
 * The most orders one customer's page lists: the admin order list's largest page. The
 * customer's `orders` count says how many there are in all; the orders screen searches the
 * rest by email.
 */
export const CUSTOMER_PAGE_ORDERS = 100;

/** The customer's placed orders as admin_orders lists them, newest first. */
export async function customerOrderRows(db: Db, customerId: string): Promise<OrderRow[]> {
  const list = await listAdminOrders(
    db,
    { rows: CUSTOMER_PAGE_ORDERS },
    eq(orders.customerId, customerId),
  );
  return list.orders;
}
