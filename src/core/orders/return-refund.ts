/**
 * What a received return gives back (docs/decisions.md, "Issue 26.2"): the returned units'
 * share of their line, rounded half up in cents, and the delivery fee once every item of the
 * order has come back. Never more than the shop still holds for the order.
 */
export interface ReturnRefundInput {
  /** The line's amount including tax, in cents, and its quantity. */
  lineIncTax: number;
  quantity: number;
  /** Units of the line that came back in this return. */
  returned: number;
  deliveryIncTax: number;
  /** After this return, is every live item of the order back? */
  everythingBack: boolean;
  /** Cents the shop still holds for the order (its kept payments less their refunds). */
  held: number;
}

export interface ReturnRefund {
  item: number;
  delivery: number;
  total: number;
}

export function returnRefund(input: ReturnRefundInput): ReturnRefund {
  const returned = Math.min(Math.max(input.returned, 0), input.quantity);
  const share =
    input.quantity > 0
      ? Math.floor((2 * input.lineIncTax * returned + input.quantity) / (2 * input.quantity))
      : 0;
  const item = Math.min(share, Math.max(input.held, 0));
  const delivery = input.everythingBack
    ? Math.min(input.deliveryIncTax, Math.max(input.held - item, 0))
    : 0;
  return { item, delivery, total: item + delivery };
}

/** A payment's cents that can still be given back. */
export interface Refundable {
  id: string;
  available: number;
}

/** Splits a refund over the payments, oldest first, each giving what it still has. */
export function splitRefund(
  amount: number,
  payments: readonly Refundable[],
): { id: string; amount: number }[] {
  const parts: { id: string; amount: number }[] = [];
  let left = amount;
  for (const payment of payments) {
    if (left <= 0) break;
    const part = Math.min(left, payment.available);
    if (part > 0) parts.push({ id: payment.id, amount: part });
    left -= part;
  }
  return parts;
}
