import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Language } from '../../core/routes/languages';
import { jwtSecret } from '../config/jwt-secret';
import { siteLink } from '../mail/links';

/**
 * The unsubscribe secret, derived from the JWT secret with a fixed label: nothing to store per
 * address, and no new secret to keep. Rotating JWT_SECRET voids the unsubscribe links in mails
 * already sent.
 */
function unsubscribeSecret(): Buffer {
  return createHmac('sha256', jwtSecret()).update('newsletter unsubscribe').digest();
}

/** HMAC-SHA-256 of the lower-cased address, base64url: the key in every unsubscribe link. */
export function unsubscribeKey(email: string): string {
  return createHmac('sha256', unsubscribeSecret())
    .update(email.trim().toLowerCase())
    .digest('base64url');
}

/** Compared in constant time, so the key cannot be guessed a character at a time. */
export function isUnsubscribeKey(email: string, key: string): boolean {
  const expected = Buffer.from(unsubscribeKey(email));
  const given = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** `/newsletter?unsubscribe=<key>&email=<email>` in the reader's language, for every newsletter mail. */
export function unsubscribeLink(email: string, lng: Language): string {
  const address = email.trim().toLowerCase();
  return siteLink(lng, '/newsletter', { unsubscribe: unsubscribeKey(address), email: address });
}
