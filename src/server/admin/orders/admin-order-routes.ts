import { Hono, type Context } from 'hono';
import {
  adminOrderIdQuerySchema,
  adminOrdersQuerySchema,
  cancelOrderSchema,
  itemWeightsSchema,
  orderActionSchema,
  orderPaidSchema,
  returnItemSchema,
  shipItemSchema,
  shipOrderSchema,
} from '../../../core/orders/admin-order-input';
import { requireAdmin } from '../../http/auth';
import { unauthorised } from '../../../core/domain-error';
import type { AppEnv } from '../../http/env';
import { parseBody, parseQuery } from '../../http/validate';
import { findAdminOrder } from './admin-order';
import {
  cancelOrderAction,
  completeOrderAction,
  markPaidAction,
  reopenOrderAction,
  shipItemAction,
  shipOrderAction,
} from './order-actions';
import { listAdminOrders } from './order-list';
import { weighItemsAction } from './order-weights';
import { receiveItemAction, returnItemAction } from './return-actions';
import { runOrderAction, type OrderAction } from './run-order-action';

/** Runs the action as the calling administrator and answers `{ order }` as it is now. */
async function act(c: Context<AppEnv>, orderId: string, action: OrderAction) {
  const admin = c.get('auth');
  if (!admin) throw unauthorised();
  const db = c.get('db');
  await runOrderAction(db, orderId, admin.customerId, action);
  return c.json({ order: await findAdminOrder(db, orderId) });
}

/** docs/api-admin.md, Orders: the list, one order, its actions and the item weights. */
export const adminOrderRoutes = new Hono<AppEnv>();

adminOrderRoutes.get('/admin_orders', requireAdmin, async (c) => {
  return c.json(await listAdminOrders(c.get('db'), parseQuery(c, adminOrdersQuerySchema)));
});

adminOrderRoutes.get('/admin_order', requireAdmin, async (c) => {
  const { _id } = parseQuery(c, adminOrderIdQuerySchema);
  return c.json({ order: await findAdminOrder(c.get('db'), _id) });
});

adminOrderRoutes.put('/admin_orders', requireAdmin, async (c) => {
  const body = await parseBody(c, itemWeightsSchema);
  return act(c, body._id, weighItemsAction(body.items));
});

adminOrderRoutes.post('/admin_ship_item', requireAdmin, async (c) => {
  const body = await parseBody(c, shipItemSchema);
  return act(c, body._id, shipItemAction(body.itemId));
});

adminOrderRoutes.post('/admin_ship_order', requireAdmin, async (c) => {
  const { _id, ...tracking } = await parseBody(c, shipOrderSchema);
  return act(c, _id, shipOrderAction(tracking));
});

adminOrderRoutes.post('/admin_order_paid', requireAdmin, async (c) => {
  const body = await parseBody(c, orderPaidSchema);
  return act(c, body._id, markPaidAction(body.reference));
});

adminOrderRoutes.post('/admin_cancel_order', requireAdmin, async (c) => {
  const body = await parseBody(c, cancelOrderSchema);
  return act(c, body._id, cancelOrderAction(body.reason));
});

adminOrderRoutes.post('/admin_reopen_order', requireAdmin, async (c) => {
  const body = await parseBody(c, orderActionSchema);
  return act(c, body._id, reopenOrderAction);
});

adminOrderRoutes.post('/admin_complete_order', requireAdmin, async (c) => {
  const body = await parseBody(c, orderActionSchema);
  return act(c, body._id, completeOrderAction);
});

adminOrderRoutes.post('/admin_return_item', requireAdmin, async (c) => {
  const { _id, ...input } = await parseBody(c, returnItemSchema);
  return act(c, _id, returnItemAction(input));
});

adminOrderRoutes.post('/admin_receive_item', requireAdmin, async (c) => {
  const body = await parseBody(c, shipItemSchema);
  return act(c, body._id, receiveItemAction(body.itemId));
});
