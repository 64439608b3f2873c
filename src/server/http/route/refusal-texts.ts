/*
 * Refusals the declarations of several domains name in the document (accounts, data rights,
 * newsletter links), in the words of docs/api-accounts.md.
 */

export const LINK_INVALID = 'LINK_INVALID: unknown, used or expired link';
export const TOO_MANY = 'TOO_MANY_ATTEMPTS, with Retry-After';
