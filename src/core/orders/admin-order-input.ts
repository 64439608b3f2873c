import * as z from 'zod';
import { MAX_RECORD_ID } from '../validation/admin-reference';
import { MANUAL_PAYMENT_METHODS } from './manual-payment-method';

/**
 * The bodies and query of the admin order calls (docs/api-admin.md, Orders). Ids are checked
 * as uuids here, so an unknown shape is a 400 and never reaches the database as a bad cast.
 */
const id = z.uuid({ message: 'Must be an id' });
const text = (max: number) => z.string().trim().max(max);

export const adminOrdersQuerySchema = z.object({
  sort: z.string().optional(),
  filter: z.string().optional(),
  search: text(200).optional(),
  date: z.string().optional(),
  page: z.coerce.number().int().min(1).default(1),
  rows: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminOrdersQuery = z.input<typeof adminOrdersQuerySchema>;

export const adminOrderIdQuerySchema = z.object({ _id: id });

export const orderActionSchema = z.strictObject({ _id: id });

export const shipItemSchema = z.strictObject({ _id: id, itemId: id });

/** A parcel's carrier and tracking: optional, as the spec's ship order call has them. */
const parcelTracking = {
  trackingNo: text(100).optional(),
  trackingComments: text(1000).optional(),
  shipperId: z.number().int().positive().max(MAX_RECORD_ID).nullable().optional(),
};

export const shipOrderSchema = z.strictObject({ _id: id, ...parcelTracking });

/** admin_ship_item: the spec's item, and the tracking of the parcel it leaves in (issue 26.3). */
export const shipItemTrackedSchema = z.strictObject({ _id: id, itemId: id, ...parcelTracking });

export const orderPaidSchema = z.strictObject({
  _id: id,
  reference: text(200).optional(),
  method: z.enum(MANUAL_PAYMENT_METHODS).default('bank_transfer'),
});

export const cancelOrderSchema = z.strictObject({ _id: id, reason: text(1000).optional() });

export const returnItemSchema = z.strictObject({
  _id: id,
  itemId: id,
  // An integer column: a larger number is no quantity an item can have.
  quantity: z.number().int().positive().max(MAX_RECORD_ID).optional(),
  reason: text(1000).optional(),
});

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * PUT admin_orders (spec 7: "with the order"): the order as GET admin_order gives it, or wrapped
 * as that call answers (`{ order }`), or only `{ _id, items: [{ _id, productWeight }] }`. The
 * item weights are all an administrator changes here: every other field the order carries
 * (status, totals, prices, addresses) is dropped by parsing, never applied. `weighed`, which
 * GET admin_order shows on each item, says whether a line's weight is confirmed
 * (see core/orders/item-weight-changes.ts).
 */
export const itemWeightsSchema = z.preprocess(
  (body) => (isObject(body) && !('_id' in body) && isObject(body.order) ? body.order : body),
  z.object({
    _id: id,
    items: z
      .array(
        z.object({
          _id: id,
          productWeight: z.number().int().min(0).max(1_000_000),
          weighed: z.boolean().optional(),
        }),
      )
      .min(1)
      .max(500),
  }),
);
