import { createHmac, timingSafeEqual } from 'node:crypto';
import { jwtSecret } from '../config/jwt-secret';
import { siteLink } from '../mail/links';
import type { Language } from '../../core/routes/languages';

/**
 * The key in a mailed payment link (admin_complete_order asks an unpaid customer to pay). It is
 * derived from the order id with the server's secret, so a link cannot be made up for another
 * order, works for guest orders too (no sign-in), and needs no table of its own.
 */
export function paymentKey(orderId: string): string {
  return createHmac('sha256', jwtSecret()).update(`pay:${orderId}`).digest('base64url');
}

export function isPaymentKey(orderId: string, key: string): boolean {
  const expected = Buffer.from(paymentKey(orderId));
  const given = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The absolute /pay address the customer's mail links to, in the order's language. */
export function paymentLink(orderId: string, lng: Language): string {
  return siteLink(lng, '/pay', { order: orderId, key: paymentKey(orderId) });
}
