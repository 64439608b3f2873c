import { tooManyRequests } from '../../core/domain-error';
import type { WindowLimit } from '../../core/security/fixed-window';
import { UNKNOWN_ADDRESS } from '../../core/security/unknown-address';
import { envNumber } from '../config/env-number';
import type { Db } from '../db/client';
import { countCall } from '../security/rate-limit';

/**
 * New carts per address per hour. A shopper makes one; a school or a phone network behind one
 * address makes a few dozen; a script making rows without end is stopped (each cart is a row,
 * kept until the purge).
 */
export function cartCreationLimit(): WindowLimit {
  return { max: envNumber('CART_CREATIONS_PER_HOUR', 100), windowSeconds: 3600 };
}

/**
 * Counts a new cart for the caller's address, or refuses it (429, Retry-After). Callers whose
 * address is unknown (no proxy header: a local run) are not counted, since they would all share
 * one bucket.
 */
export async function admitNewCart(db: Db, address: string): Promise<void> {
  if (address === UNKNOWN_ADDRESS) return;
  const verdict = await countCall(db, `cart:${address}`, cartCreationLimit());
  if (verdict.allowed) return;
  throw tooManyRequests(verdict.retryAfterSeconds);
}
