import * as z from 'zod';
import {
  deliveryTypeSchema,
  orderStatusSchema,
  paymentStatusSchema,
} from '../../../core/cart/shop-cart';
import { ADMIN_ORDER_SORTS } from '../../../core/orders/admin-order-sort';
import { isoTime, recordId, wholeNumber } from '../../../core/validation/answer-fields';
import {
  paymentProviderSchema,
  presentedOrderItemSchema,
  presentedOrderSchema,
} from '../../orders/order-answer';
import { pagedListSchema } from '../admin-answer-schemas';

/*
 * The back office's order answers (docs/api-admin.md, Orders): the list's row, the list, and
 * the order as GET admin_order and every order action answer it. The one truth of their JSON,
 * from which /api/openapi.json and the presenters' types come.
 */

/** One row of GET admin_orders, and of a customer's orders in GET admin_customer. */
export const orderRowSchema = z.object({
  _id: recordId('The order id'),
  orderNo: z.number().int().describe('The order number'),
  placedAt: isoTime('When the order was placed').nullable(),
  status: orderStatusSchema,
  paymentStatus: paymentStatusSchema,
  statusLabel: z.string().describe('The status as the back office shows it'),
  customer: z.object({
    email: z.string(),
    customerId: recordId('The account that placed it').nullable(),
    name: z.string().describe('The delivery contact name (addrName)'),
  }),
  country: z.string(),
  totalIncTax: z.number().int().describe('Cents'),
  currency: z.string(),
  totalItems: z.number().int(),
  deliveryType: deliveryTypeSchema,
  deliveryDate: z.object({
    from: z.iso.date().nullable(),
    to: z.iso.date().nullable(),
  }),
  trackingNo: z.string(),
  items: z.object({
    total: wholeNumber('Lines'),
    shipped: wholeNumber('Lines shipped'),
    cancelled: wholeNumber('Lines cancelled'),
    returned: wholeNumber('Lines marked for return or received back (R and X)'),
    returnsToHandle: wholeNumber('Lines with a return request not yet received back'),
  }),
});
export type OrderRow = z.output<typeof orderRowSchema>;
export type ItemCounts = OrderRow['items'];

/** GET admin_orders: one page of rows, the sort applied and the returns to handle. */
export const adminOrderListSchema = pagedListSchema('orders', 'Order rows', orderRowSchema).extend({
  sort: z.enum(ADMIN_ORDER_SORTS).describe('The sort applied: A, DD, E or D'),
  returnsToHandle: wholeNumber(
    'Placed orders with a return not yet received (filter R), whatever the criteria',
  ),
});
export type AdminOrderList = z.output<typeof adminOrderListSchema>;

/** A payment kept for the order, as the shop sees it. */
export const adminOrderPaymentSchema = z.object({
  provider: paymentProviderSchema.describe('MANUAL: money marked paid by hand'),
  providerId: z.string().describe('The provider’s id of the payment'),
  amount: z.number().int().describe('Cents'),
  status: z.string().describe('The provider’s own status word (succeeded, COMPLETED, …)'),
  createdAt: isoTime('When it was recorded'),
  refunded: wholeNumber('Cents of it given back for received returns'),
  method: z.string().optional().describe('How money marked paid by hand came (MANUAL only)'),
  reference: z.string().optional().describe('Its reference (MANUAL only)'),
});

/** One order_events row: who did what to the order and when. */
export const adminOrderEventSchema = z.object({
  action: z.string(),
  at: isoTime('When'),
  by: z.string().nullable().describe('The email of who did it; null for the system'),
  itemId: recordId('The order line it concerns').nullable(),
  details: z.record(z.string(), z.unknown()).describe('What the action recorded'),
});

/** The customer's order shape plus what only the shop sees. */
export const adminOrderSchema = presentedOrderSchema.extend({
  paymentStatus: paymentStatusSchema,
  paymentRequestedAt: isoTime('When a payment link was last mailed').nullable(),
  shipperId: z.number().int().nullable(),
  amountPaid: z.number().int().describe('Cents: succeeded payments less refunds'),
  amountDue: wholeNumber('Cents still owed: totalIncTax less what the kept payments settled'),
  items: z.array(
    presentedOrderItemSchema.extend({
      supplierPrice: z.number().int().describe('Cents the shop pays its supplier for one'),
    }),
  ),
  payments: z.array(adminOrderPaymentSchema).describe('Oldest first'),
  events: z.array(adminOrderEventSchema).describe('Newest first'),
});
export type AdminOrder = z.output<typeof adminOrderSchema>;
