import { createHash, randomBytes } from 'node:crypto';

/** A confirmation link's token: 256 random bits, URL-safe. Only its hash is stored. */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * What replaces a used or withdrawn token's hash: unique (the column is), and never equal to
 * a hash, which is 64 hex digits, so no link can ever match it.
 */
export function spentTokenHash(): string {
  return `spent:${randomBytes(16).toString('hex')}`;
}
