/*
 * Words the account, contact and newsletter calls' declarations share (docs/api-accounts.md),
 * as the document says them.
 */

/** An answer of one key: `{ key }: what it holds`. */
export const oneKey = (key: string, what: string) => ({
  description: `{ ${key} }: ${what}`,
  keys: { [key]: what },
});

export const LINK_INVALID = 'LINK_INVALID: unknown, used or expired link';
export const TOO_MANY = 'TOO_MANY_ATTEMPTS, with Retry-After';
