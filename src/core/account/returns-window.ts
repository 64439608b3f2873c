import type { ItemStatus, OrderStatus } from '../orders/order-status';
import { DAY_MS } from '../dates/utc-date';

/**
 * How long after shipping a customer may ask to return an item is the site setting
 * `returns.days` (admin site settings, "Shop"): one number drives the rule enforced here, the
 * returns policy page and the footer banner. EU consumer law gives at least 14 days from
 * delivery, so the setting cannot go below that; 30 days from the shipping date, the default,
 * covers any delivery time we quote.
 */
export const RETURNS_WINDOW_DAYS = 30;
export const MIN_RETURNS_DAYS = 14;
export const MAX_RETURNS_DAYS = 365;

/** The last instant a return may be requested: the shipping instant plus the window. */
export function returnableUntil(shippedDate: Date, windowDays: number): Date {
  return new Date(shippedDate.getTime() + windowDays * DAY_MS);
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
  windowDays: number,
  quantity?: number,
): ReturnRefusal | null {
  if (item.orderStatus === 'Z') return 'ORDER_CANCELLED';
  if (item.itemStatus === 'Z') return 'ITEM_CANCELLED';
  if (item.hasReturn || item.itemStatus === 'R' || item.itemStatus === 'X') {
    return 'ALREADY_REQUESTED';
  }
  if (!item.shipped || !item.shippedDate) return 'NOT_SHIPPED';
  if (now.getTime() > returnableUntil(item.shippedDate, windowDays).getTime()) {
    return 'WINDOW_CLOSED';
  }
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
  windowDays: number,
): { returnable: boolean; returnableUntil: string | null } {
  return {
    returnable: returnRefusal(item, now, windowDays) === null,
    returnableUntil:
      item.shipped && item.shippedDate
        ? returnableUntil(item.shippedDate, windowDays).toISOString()
        : null,
  };
}
