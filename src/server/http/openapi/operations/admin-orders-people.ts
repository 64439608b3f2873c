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
} from '../../../../core/orders/admin-order-input';
import {
  adminCustomerUpdateSchema,
  adminCustomersQuerySchema,
  adminIdQuerySchema,
  adminMessageActionSchema,
  adminMessageReplySchema,
  adminMessagesQuerySchema,
  adminReviewStatusSchema,
  adminReviewsQuerySchema,
} from '../../../../core/validation/admin-people';
import { salesPeriodQuery } from '../documented-only';
import type { OperationSpec, RouteTable } from '../operation';

const ORDER = {
  description: '{ order }',
  keys: { order: 'The order as it is now, with payments and history' },
};
const REFUSED =
  'The order’s state does not allow it (ORDER_CANCELLED, ORDER_SHIPPED, ITEM_NOT_FOUND, …)';
const NO_ORDER = 'Unknown or unplaced order';
const page = (key: string, what: string) => ({
  description: `{ ${key}, total, page, rows }`,
  keys: { [key]: what, total: 'How many match', page: 'This page', rows: 'Rows a page' },
});

/** An order action: `{ _id, … }` in, `{ order }` out (docs/api-admin.md, "Orders"). */
const action = (
  summary: string,
  body: OperationSpec['body'],
  refused = REFUSED,
): OperationSpec => ({
  summary,
  tag: 'admin-orders',
  access: 'admin',
  body,
  answer: ORDER,
  errors: { 404: NO_ORDER, 409: refused },
});

/** Orders, sales, reviews, messages and customers (docs/api-admin.md). */
export const adminOrderPeopleOperations: RouteTable = {
  'GET /admin_orders': {
    summary: 'Orders: sorted, filtered, searched, paged',
    tag: 'admin-orders',
    access: 'admin',
    query: adminOrdersQuerySchema,
    answer: {
      description: '{ orders, total, page, rows, sort, returnsToHandle }',
      keys: {
        ...page('orders', 'Order rows').keys,
        returnsToHandle:
          'Placed orders with a return not yet received (filter R), whatever the criteria',
      },
    },
  },
  'GET /admin_order': {
    summary: 'One order with payments and history',
    tag: 'admin-orders',
    access: 'admin',
    query: adminOrderIdQuerySchema,
    answer: ORDER,
    errors: { 404: NO_ORDER },
  },
  'PUT /admin_orders': {
    ...action('Weigh weight-priced items (totals recalculated)', itemWeightsSchema),
    description:
      'Spec 7: "with the order". The body is the order as GET admin_order gives it (or `{ order }` as it answers), or only `{ _id, items: [{ _id, productWeight }] }`. Only the item weights are applied, and only where they change something; every other field is ignored.',
  },
  'POST /admin_ship_item': action('Ship an item', shipItemSchema),
  'POST /admin_ship_order': action('Ship the order (tracking number)', shipOrderSchema),
  'POST /admin_order_paid': action('Mark the order paid', orderPaidSchema),
  'POST /admin_cancel_order': action(
    'Cancel the order (stock back, payments refunded)',
    cancelOrderSchema,
  ),
  'POST /admin_reopen_order': action(
    'Reopen a cancelled or complete order',
    orderActionSchema,
    `STOCK_NEEDED, or ${REFUSED}`,
  ),
  'POST /admin_complete_order': action(
    'Complete the order (mails a payment link when money is due)',
    orderActionSchema,
  ),
  'POST /admin_return_item': action('Mark an item for return', returnItemSchema),
  'POST /admin_receive_item': action('Receive a returned item (stock back)', shipItemSchema),
  'GET /admin_sales': {
    summary: 'The sales dashboard for a period',
    tag: 'admin-orders',
    access: 'admin',
    query: salesPeriodQuery,
    answer: {
      description: '{ start, end, figures, daily, topProducts, topBrands }',
      keys: {
        start: 'YYYY-MM-DD',
        end: 'YYYY-MM-DD',
        figures: 'Orders, sales, turnover, items, fees, tax, profit',
        daily: '[{ date, orders, sales, turnover }]',
        topProducts: '[{ sku, name, quantity, turnover }]',
        topBrands: '[{ brand, quantity, turnover }]',
      },
    },
  },
  'GET /admin_sales_export': {
    summary: 'The sales dashboard as CSV',
    tag: 'admin-orders',
    access: 'admin',
    query: salesPeriodQuery,
    answer: {
      description: 'sales-<start>-<end>.csv (UTF-8 with BOM, CRLF)',
      mediaType: 'text/csv',
    },
  },
  'GET /admin_reviews': {
    summary: 'Reviews to moderate',
    tag: 'admin-people',
    access: 'admin',
    query: adminReviewsQuerySchema,
    answer: page('reviews', 'Reviews, newest first'),
  },
  'POST /admin_reviews': {
    summary: 'Approve or hide a review',
    tag: 'admin-people',
    access: 'admin',
    body: adminReviewStatusSchema,
    answer: { description: '{ review }', keys: { review: 'The review' } },
    errors: { 404: 'Unknown _id' },
  },
  'DELETE /admin_reviews': {
    summary: 'Delete a review',
    tag: 'admin-people',
    access: 'admin',
    query: adminIdQuerySchema,
    answer: { description: '{ deleted }', keys: { deleted: 'The deleted id' } },
    errors: { 404: 'Unknown _id' },
  },
  'GET /admin_messages': {
    summary: 'Contact messages (inbox or archive)',
    tag: 'admin-people',
    access: 'admin',
    query: adminMessagesQuerySchema,
    answer: page('messages', 'Messages, newest first'),
  },
  'POST /admin_messages': {
    summary: 'Mark a message read, archive it or move it back',
    tag: 'admin-people',
    access: 'admin',
    body: adminMessageActionSchema,
    answer: { description: '{ message }', keys: { message: 'The message' } },
    errors: { 404: 'Unknown _id' },
  },
  'POST /admin_message_reply': {
    summary: 'Reply to a message by mail',
    tag: 'admin-people',
    access: 'admin',
    body: adminMessageReplySchema,
    answer: { description: '{ message }', keys: { message: 'The message with its reply' } },
    errors: {
      404: 'Unknown _id',
      503: 'MAIL_UNAVAILABLE: the mail was not sent; nothing is stored',
    },
  },
  'GET /admin_customers': {
    summary: 'Customer accounts: searched, filtered, paged',
    tag: 'admin-people',
    access: 'admin',
    query: adminCustomersQuerySchema,
    answer: page('customers', 'Accounts, newest first'),
  },
  'GET /admin_customer': {
    summary: 'One customer with their orders',
    tag: 'admin-people',
    access: 'admin',
    query: adminIdQuerySchema,
    answer: {
      description: '{ customer, orders }',
      keys: { customer: 'The account and profile', orders: 'Their newest 100 orders' },
    },
    errors: { 404: 'Unknown _id' },
  },
  'POST /admin_customers': {
    summary: 'Block, unblock or change a customer’s type',
    tag: 'admin-people',
    access: 'admin',
    body: adminCustomerUpdateSchema,
    answer: { description: '{ customer }', keys: { customer: 'The account and profile' } },
    errors: {
      404: 'Unknown _id',
      409: 'OWN_ACCOUNT: administrators cannot change their own account',
    },
  },
};
