import type {
  cancelOrder,
  completeOrder,
  markOrderPaid,
  receiveItem,
  reopenOrder,
  returnItem,
  shipItem,
  shipOrder,
  weighOrderItems,
} from '../../../server/admin/orders/admin-order-routes';
import type { ManualPaymentMethod } from '../../../core/orders/manual-payment-method';
import type { BodyOf, ClientPathOf } from '../../../server/http/route/define-route';

/** A parcel's carrier and tracking as typed (issue 26.3). */
export interface ParcelTracking {
  trackingNo: string;
  trackingComments: string;
  shipperId: number | null;
}

/**
 * The order actions of docs/api-admin.md "Orders": each POSTs `{ _id }` plus its extra fields
 * and answers `{ order }`. The key is also the busy button's and the toast's text key.
 */
export type OrderCall =
  | ({ kind: 'shipOrder' } & ParcelTracking)
  | { kind: 'markPaid'; reference: string; method: ManualPaymentMethod }
  | { kind: 'cancel'; reason: string }
  | { kind: 'reopen' }
  | { kind: 'complete' }
  | ({ kind: 'shipItem'; itemId: string } & ParcelTracking)
  | { kind: 'markReturn'; itemId: string }
  | { kind: 'receive'; itemId: string }
  | { kind: 'weigh'; itemId: string; grams: number };

/** The POSTed order actions (server/admin/orders/admin-order-routes.ts). */
export type OrderPost =
  | typeof shipOrder
  | typeof markOrderPaid
  | typeof cancelOrder
  | typeof reopenOrder
  | typeof completeOrder
  | typeof shipItem
  | typeof returnItem
  | typeof receiveItem;

/** A call of the declared route R: its method, its path and a body its declaration takes. */
type RequestOf<R, M> = R extends unknown
  ? { method: M; path: ClientPathOf<R>; body: BodyOf<R> }
  : never;

export type OrderRequest = RequestOf<OrderPost, 'POST'> | RequestOf<typeof weighOrderItems, 'PUT'>;

/** A parcel's tracking as both ship calls take it; no carrier is left out. */
const trackingBody = (call: ParcelTracking) => ({
  trackingNo: call.trackingNo.trim(),
  trackingComments: call.trackingComments.trim(),
  ...(call.shipperId === null ? {} : { shipperId: call.shipperId }),
});

/** The request for an action on the order `_id`; empty optional texts are left out. */
export function orderRequest(orderId: string, call: OrderCall): OrderRequest {
  const post = <R extends OrderPost>(
    path: ClientPathOf<R>,
    extra: Omit<BodyOf<R>, '_id'>,
  ): OrderRequest => ({ method: 'POST', path, body: { _id: orderId, ...extra } }) as OrderRequest;
  switch (call.kind) {
    case 'shipOrder':
      return post<typeof shipOrder>('admin_ship_order', trackingBody(call));
    case 'markPaid':
      return post<typeof markOrderPaid>(
        'admin_order_paid',
        call.reference.trim()
          ? { reference: call.reference.trim(), method: call.method }
          : { method: call.method },
      );
    case 'cancel':
      return post<typeof cancelOrder>(
        'admin_cancel_order',
        call.reason.trim() ? { reason: call.reason.trim() } : {},
      );
    case 'reopen':
      return post<typeof reopenOrder>('admin_reopen_order', {});
    case 'complete':
      return post<typeof completeOrder>('admin_complete_order', {});
    case 'shipItem':
      return post<typeof shipItem>('admin_ship_item', {
        itemId: call.itemId,
        ...trackingBody(call),
      });
    case 'markReturn':
      return post<typeof returnItem>('admin_return_item', { itemId: call.itemId });
    case 'receive':
      return post<typeof receiveItem>('admin_receive_item', { itemId: call.itemId });
    case 'weigh':
      return {
        method: 'PUT',
        path: 'admin_orders',
        body: { _id: orderId, items: [{ _id: call.itemId, productWeight: call.grams }] },
      };
  }
}

/** Which button is busy: the order's action, or the line's (one call at a time per order). */
export const busyKey = (call: OrderCall): string =>
  'itemId' in call ? `${call.kind}:${call.itemId}` : call.kind;

/** The heaviest line weight the API takes (itemWeightsSchema), in grams per unit. */
export const MAX_GRAMS = 1_000_000;

/** A weight typed in grams: a whole number from 0 to MAX_GRAMS, else null (the input says why). */
export function parseGrams(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const grams = Number(trimmed);
  return grams <= MAX_GRAMS ? grams : null;
}
