import { randomBytes } from 'node:crypto';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function randomChars(length: number, alphabet: string): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const byte of bytes) out += alphabet[byte % alphabet.length];
  return out;
}

/** A Stripe-style id: `pi_3Q…`, `ch_3Q…`, 24 characters after the prefix. */
export function stripeId(prefix: string): string {
  return `${prefix}_${randomChars(24, ALPHANUMERIC)}`;
}

/** PayPal ids are upper-case alphanumerics: orders and captures 17, payers 13. */
export function paypalId(length = 17): string {
  return randomChars(length, ALPHANUMERIC.slice(0, 26) + ALPHANUMERIC.slice(52));
}

export function unixSeconds(date = new Date()): number {
  return Math.floor(date.getTime() / 1000);
}

/** PayPal's timestamps: ISO 8601 in UTC without milliseconds. */
export function paypalTime(date = new Date()): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
