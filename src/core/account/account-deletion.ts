import type { OrderStatus, PaymentStatus } from '../orders/order-status';

/** What deletion needs to know of one of the account's order rows (placed or a cart). */
export interface OrderAtDeletion {
  placed: boolean;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
}

/** Return requests: R requested, A authorised (goods on their way back), X received, N refused. */
export type ReturnStatus = 'R' | 'A' | 'X' | 'N';

export type DeletionRefusal = 'ADMIN_ACCOUNT' | 'ORDERS_IN_PROGRESS';

/**
 * An order the shop still has to do something for, with the customer's address or contact:
 * a paid cart being placed, a placed order not yet shipped (open, paid, unpaid after a
 * "complete" asked for money), or complete with money still due. Shipped, Complete/Paid and
 * cancelled orders are finished business.
 */
export function isOrderInProgress(order: OrderAtDeletion): boolean {
  if (!order.placed) return order.paymentStatus === 'P';
  switch (order.status) {
    case 'O':
    case 'P':
    case 'U':
      return true;
    case 'C':
      return order.paymentStatus !== 'P';
    case 'S':
    case 'Z':
      return false;
  }
}

/** A return the shop has not yet received or refused: it must know whom the parcel is from. */
export const isReturnInProgress = (status: ReturnStatus): boolean =>
  status === 'R' || status === 'A';

/**
 * Why an account cannot be deleted now, or null. An administrator's account keeps the shop
 * running and is someone else's to demote first; an order or return still in progress needs
 * the address and email that deletion removes.
 */
export function accountDeletionRefusal(account: {
  userType: 'A' | 'C';
  orders: readonly OrderAtDeletion[];
  returns: readonly ReturnStatus[];
}): DeletionRefusal | null {
  if (account.userType === 'A') return 'ADMIN_ACCOUNT';
  if (account.orders.some(isOrderInProgress) || account.returns.some(isReturnInProgress)) {
    return 'ORDERS_IN_PROGRESS';
  }
  return null;
}

/**
 * What a deleted account's row keeps in place of its email and nickname: unique (both columns
 * have unique indexes), never deliverable (.invalid is reserved, RFC 2606) and free of the
 * person, so the same email and nickname can sign up again.
 */
export function deletedAccountNames(customerId: string): { userName: string; nickName: string } {
  return { userName: `deleted-${customerId}@invalid`, nickName: `deleted-${customerId}` };
}

/** The download's file name, dated in UTC: borse-my-data-2025-01-31.json. */
export function dataExportFileName(now: Date): string {
  return `borse-my-data-${now.toISOString().slice(0, 10)}.json`;
}
