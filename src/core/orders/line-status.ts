import type { ReturnStatus } from '../account/account-deletion';
import type { ItemStatus } from './order-status';

/**
 * The return statuses the shop still has to handle: asked for and not yet received back
 * (requested, or authorised and on its way). The admin order list's "Returns to handle"
 * filter (R) finds the orders with one; receiving the item (or refusing the request) takes the
 * order off it.
 */
export const RETURN_TO_HANDLE: readonly ReturnStatus[] = ['R', 'A'];

export const isReturnToHandle = (status: string | null | undefined): boolean =>
  (RETURN_TO_HANDLE as readonly string[]).includes(status ?? '');

/** What a line's status reads as: its own code, or `returnRequested` while a request waits. */
export type LineStatus = ItemStatus | 'returnRequested';

/**
 * A shipped line the customer asked to return stays S until the shop marks it for return (R),
 * yet for the customer and the shop it is no longer simply "Shipped": it reads "Return
 * requested" until then.
 */
export function lineStatus(
  itemStatus: ItemStatus,
  returnStatus: string | null | undefined,
): LineStatus {
  return itemStatus === 'S' && returnStatus === 'R' ? 'returnRequested' : itemStatus;
}
