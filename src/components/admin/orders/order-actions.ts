import {
  isOrderStatus,
  isPaymentStatus,
  orderStatusLabel,
  shownStatus,
} from '../../../core/orders/order-status';
import type { OrderFacts } from '../../orders/shown-order';

/**
 * Completing an order that still owes money mails the customer a payment link (the API asks
 * when amountDue > 0, whatever the payment status says).
 */
export const completeAsksPayment = (order: Pick<OrderFacts, 'amountDue'>) => order.amountDue > 0;

/**
 * The translation key of the status an order shows (core shownStatus), with the core's English
 * label as the fallback (a complete order is labelled with its payment: CP, CU).
 */
export function statusText(
  status: string,
  paymentStatus: string,
): { key: string; fallback: string } {
  if (!isOrderStatus(status) || !isPaymentStatus(paymentStatus)) {
    return { key: `adminOrders.status.${status}`, fallback: status };
  }
  return {
    key: `adminOrders.status.${shownStatus(status, paymentStatus)}`,
    fallback: orderStatusLabel(status, paymentStatus),
  };
}

/**
 * An event's action as a translation key. Admin calls may log their call name (admin_ship_item)
 * or the bare action (ship_item): both read the same text; an unknown one reads as itself.
 */
export function eventText(action: string): { key: string; fallback: string } {
  const bare = action.replace(/^admin_/, '');
  return { key: `adminOrders.event.${bare}`, fallback: bare.replace(/_/g, ' ') };
}
