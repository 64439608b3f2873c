import * as z from 'zod';
import { isoTime, recordId, wholeNumber } from '../../../core/validation/answer-fields';

/*
 * The admin order list's row (admin/orders/order-list.ts, `OrderRow`), as GET admin_customer
 * lists a customer's orders. Written here until the orders' own answer schema exists: the
 * codes stay text, as that row's type has them.
 */
export const customerOrderRowSchema = z.object({
  _id: recordId('The order id'),
  orderNo: z.number().int().describe('The order number'),
  placedAt: isoTime('When the order was placed').nullable(),
  status: z.string().describe('O open, C complete, P paid, S shipped, Z cancelled, U unpaid'),
  paymentStatus: z.string().describe('O, P or U'),
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
  deliveryType: z.string().describe('std or exp'),
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
