import type { CacheTag } from '../../../core/cdn/cache-policy';
import type { Context } from 'hono';
import type { z } from 'zod';
import {
  adminOrderIdQuerySchema,
  adminOrdersQuerySchema,
  cancelOrderSchema,
  itemWeightsSchema,
  orderActionSchema,
  orderPaidSchema,
  returnItemSchema,
  shipItemSchema,
  shipItemTrackedSchema,
  shipOrderSchema,
} from '../../../core/orders/admin-order-input';
import { caller } from '../../http/caller';
import type { AppEnv } from '../../http/env';
import { defineRoute, schemaAnswer, type Method } from '../../http/route/define-route';
import { recordSchema } from '../admin-answer-schemas';
import { findAdminOrder } from './admin-order';
import { adminOrderListSchema, adminOrderSchema } from './admin-order-answer';
import {
  cancelOrderAction,
  completeOrderAction,
  markPaidAction,
  reopenOrderAction,
  shipItemAction,
  shipOrderAction,
} from './order-actions';
import { listAdminOrders } from './order-list';
import { weighItemsAction } from '../../orders/order-weights';
import { receiveItemAction, returnItemAction } from './return-actions';
import { runOrderAction, type OrderAction } from '../../orders/run-order-action';

/* docs/api-admin.md, Orders: the list, one order, its actions and the item weights. */

const orderAnswer = schemaAnswer(
  recordSchema('order', 'The order as it is now, with payments and history', adminOrderSchema),
);
const REFUSED =
  'The order’s state does not allow it (ORDER_CANCELLED, ORDER_SHIPPED, ITEM_NOT_FOUND, …)';
const NO_ORDER = 'Unknown or unplaced order';

/** Runs the action as the calling administrator and answers `{ order }` as it is now. */
async function act(c: Context<AppEnv>, orderId: string, action: OrderAction) {
  const db = c.get('db');
  await runOrderAction(db, orderId, caller(c).customerId, action);
  return { order: await findAdminOrder(db, orderId) };
}

/** What tells one order action from another besides its body and what it does. */
interface ActionCall<M extends Method, P extends string> {
  method: M;
  path: P;
  /** `['products']` when the action gives stock back or takes it again; else nothing kept shows it. */
  purges: readonly CacheTag[];
  summary: string;
  description?: string;
  refused?: string;
}

/** An order action: `{ _id, … }` in, `{ order }` out. */
function orderAction<
  M extends Extract<Method, 'POST' | 'PUT'>,
  P extends string,
  B extends z.ZodType<{ _id: string }>,
>(
  { refused = REFUSED, ...call }: ActionCall<M, P>,
  body: B,
  actionOf: (body: z.output<B>) => OrderAction,
) {
  return defineRoute(
    {
      ...call,
      // Orders live in the account pages, read live: no published page holds one.
      changesPages: false,
      tag: 'admin-orders',
      access: 'admin',
      body,
      answer: orderAnswer,
      errors: { 404: NO_ORDER, 409: refused },
    },
    async (c, input) => {
      const parsed = input.body as z.output<B>;
      return act(c, parsed._id, actionOf(parsed));
    },
  );
}

/** A POSTed order action (all but the weights). */
const post = <P extends string>(
  path: P,
  purges: readonly CacheTag[],
  summary: string,
  refused?: string,
) => ({ method: 'POST', path, purges, summary, refused }) as const;

export const adminOrders = defineRoute(
  {
    method: 'GET',
    path: '/admin_orders',
    summary: 'Orders: sorted, filtered, searched, paged',
    tag: 'admin-orders',
    access: 'admin',
    query: adminOrdersQuerySchema,
    answer: schemaAnswer({
      description: '{ orders, total, page, rows, sort, returnsToHandle }',
      schema: adminOrderListSchema,
    }),
  },
  async (c, { query }) => listAdminOrders(c.get('db'), query),
);

export const adminOrder = defineRoute(
  {
    method: 'GET',
    path: '/admin_order',
    summary: 'One order with payments and history',
    tag: 'admin-orders',
    access: 'admin',
    query: adminOrderIdQuerySchema,
    answer: orderAnswer,
    errors: { 404: NO_ORDER },
  },
  async (c, { query: { _id } }) => ({ order: await findAdminOrder(c.get('db'), _id) }),
);

export const weighOrderItems = orderAction(
  {
    method: 'PUT',
    path: '/admin_orders',
    purges: [],
    summary: 'Weigh weight-priced items (totals recalculated)',
    description:
      'Spec 7: "with the order". The body is the order as GET admin_order gives it (or `{ order }` as it answers), or only `{ _id, items: [{ _id, productWeight }] }`. Only the item weights are applied, and only where they change something; every other field is ignored.',
  },
  itemWeightsSchema,
  (body) => weighItemsAction(body.items),
);

export const shipItem = orderAction(
  post('/admin_ship_item', [], 'Ship an item in its own parcel (tracking number)'),
  shipItemTrackedSchema,
  ({ _id: _order, itemId, ...tracking }) => shipItemAction(itemId, tracking),
);

export const shipOrder = orderAction(
  post('/admin_ship_order', [], 'Ship the rest of the order in one parcel (tracking number)'),
  shipOrderSchema,
  ({ _id: _order, ...tracking }) => shipOrderAction(tracking),
);

export const markOrderPaid = orderAction(
  post('/admin_order_paid', [], 'Mark the order paid'),
  orderPaidSchema,
  ({ _id: _order, ...input }) => markPaidAction(input),
);

export const cancelOrder = orderAction(
  post('/admin_cancel_order', ['products'], 'Cancel the order (stock back, payments refunded)'),
  cancelOrderSchema,
  (body) => cancelOrderAction(body.reason),
);

export const reopenOrder = orderAction(
  post(
    '/admin_reopen_order',
    ['products'],
    'Reopen a cancelled or complete order',
    `STOCK_NEEDED, or ${REFUSED}`,
  ),
  orderActionSchema,
  () => reopenOrderAction,
);

export const completeOrder = orderAction(
  post('/admin_complete_order', [], 'Complete the order (mails a payment link when money is due)'),
  orderActionSchema,
  () => completeOrderAction,
);

export const returnItem = orderAction(
  post('/admin_return_item', [], 'Mark an item for return'),
  returnItemSchema,
  ({ _id: _order, ...input }) => returnItemAction(input),
);

export const receiveItem = orderAction(
  post('/admin_receive_item', ['products'], 'Receive a returned item (stock back)'),
  shipItemSchema,
  (body) => receiveItemAction(body.itemId),
);

/** In the document's order. */
export const ADMIN_ORDER_ROUTES = [
  adminOrders,
  adminOrder,
  weighOrderItems,
  shipItem,
  shipOrder,
  markOrderPaid,
  cancelOrder,
  reopenOrder,
  completeOrder,
  returnItem,
  receiveItem,
] as const;
