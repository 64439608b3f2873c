import type { ItemStatus, OrderStatus } from '../orders/order-status';

/**
 * How long after shipping a customer may ask to return an item. EU consumer law gives at least
 * 14 days from delivery; 30 days from the shipping date covers any delivery time we quote and
 * is what customers expect from a shop of this kind (docs/decisions.md, "Customer data").
 */
export const RETURNS_WINDOW_DAYS = 30;

const DAY_MS = 86_400_000;

/** The last instant a return may be requested: the shipping instant plus the window. */
export function returnableUntil(shippedDate: Date): Date {
  return new Date(shippedDate.getTime() + RETURNS_WINDOW_DAYS * DAY_MS);
}

export interface ReturnCandidate {
  orderStatus: OrderStatus;
  itemStatus: ItemStatus;
  shipped: boolean;
  shippedDate: Date | null;
  /** Units ordered on the line. */
  quantity: number;
  /** A return request already exists for the line (one per line, whatever its status). */
  hasReturn: boolean;
}

export type ReturnRefusal =
  | 'ORDER_CANCELLED'
  | 'ITEM_CANCELLED'
  | 'NOT_SHIPPED'
  | 'ALREADY_REQUESTED'
  | 'WINDOW_CLOSED'
  | 'BAD_QUANTITY';

/**
 * Why the line cannot be returned now, or null when it can. The quantity is checked only when
 * one is asked for; without one the whole line is meant.
 */
export function returnRefusal(
  item: ReturnCandidate,
  now: Date,
  quantity?: number,
): ReturnRefusal | null {
  if (item.orderStatus === 'Z') return 'ORDER_CANCELLED';
  if (item.itemStatus === 'Z') return 'ITEM_CANCELLED';
  if (item.hasReturn || item.itemStatus === 'R' || item.itemStatus === 'X') {
    return 'ALREADY_REQUESTED';
  }
  if (!item.shipped || !item.shippedDate) return 'NOT_SHIPPED';
  if (now.getTime() > returnableUntil(item.shippedDate).getTime()) return 'WINDOW_CLOSED';
  if (
    quantity !== undefined &&
    (!Number.isInteger(quantity) || quantity < 1 || quantity > item.quantity)
  ) {
    return 'BAD_QUANTITY';
  }
  return null;
}

/** What the customer's order list says about returning a line. */
export function returnInfo(
  item: ReturnCandidate,
  now: Date,
): { returnable: boolean; returnableUntil: string | null } {
  return {
    returnable: returnRefusal(item, now) === null,
    returnableUntil:
      item.shipped && item.shippedDate ? returnableUntil(item.shippedDate).toISOString() : null,
  };
}
