import type { adminOrder, adminOrders } from '../../../server/admin/orders/admin-order-routes';
import type { shipperRoutes } from '../../../server/admin/reference/admin-reference-routes';
import type { AnswerOf } from '../../../server/http/route/define-route';

/*
 * The order calls' answers as their declarations give them (server/admin/orders/
 * admin-order-routes.ts, docs/api-admin.md "Orders"); money in cents, dates ISO.
 */

/** GET admin_orders: one page of rows, the criteria's sort and the returns to handle. */
export type OrderListAnswer = AnswerOf<typeof adminOrders>;
/** One row of GET admin_orders. */
export type OrderRow = OrderListAnswer['orders'][number];

/** GET admin_order's `order`: the customer's order shape plus the back office's fields. */
export type AdminOrder = AnswerOf<typeof adminOrder>['order'];
export type AdminOrderItem = AdminOrder['items'][number];
export type OrderPayment = AdminOrder['payments'][number];
export type OrderEvent = AdminOrder['events'][number];

/** A shipper as GET admin_shippers answers it. */
export type Shipper = AnswerOf<typeof shipperRoutes.get>['shippers'][number];
