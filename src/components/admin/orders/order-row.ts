import { isReturnToHandle } from '../../../core/orders/line-status';
import type { AdminOrder, OrderRow } from './admin-order';

/**
 * The list row of an order after an action answered with the whole order, so the list shows
 * the change without being read again. Item counts are of order lines, as the list's are.
 */
export function rowFromOrder(row: OrderRow, order: AdminOrder): OrderRow {
  const lines = order.items;
  return {
    ...row,
    status: order.status,
    paymentStatus: order.paymentStatus,
    statusLabel: order.statusLabel,
    totalIncTax: order.delivery.totalIncTax,
    trackingNo: order.delivery.trackingNo,
    items: {
      total: lines.length,
      shipped: lines.filter((line) => line.shipped).length,
      cancelled: lines.filter((line) => line.status === 'Z').length,
      returned: lines.filter((line) => line.status === 'R' || line.status === 'X').length,
      returnsToHandle: lines.filter((line) => isReturnToHandle(line.return?.status)).length,
    },
  };
}

/** The list with the order's row replaced (rows of other orders untouched). */
export const replaceRow = (rows: readonly OrderRow[], order: AdminOrder): OrderRow[] =>
  rows.map((row) => (row._id === order._id ? rowFromOrder(row, order) : row));
