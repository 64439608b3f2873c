import type fc from 'fast-check';
import type { FieldKind, JsonLike } from './kinds';

/** Who may use a call: anyone, a signed-in customer (or administrator), an administrator. */
export type Access = 'public' | 'customer' | 'admin';

export type Caller = 'anonymous' | 'customer' | 'admin';

/** Fields by dotted path (`item.quantity`); `required` ones are also attacked by leaving them out. */
export interface FieldSet {
  fields: Record<string, FieldKind>;
  required?: readonly string[];
}

/** What the attack knows of the people in the database. */
export interface AttackContext {
  caller: Caller;
  /** The caller's own account (customer and admin callers). */
  self?: { id: string; email: string };
  /** Another customer with real data, whom the caller must never reach. */
  victim: Victim;
}

export interface Victim {
  id: string;
  email: string;
  cartId: string;
  cartLineKey: string;
  orderId: string;
  itemId: string;
  addressId: string;
  wishlistSku: string;
  reviewId: string;
}

/** A well-formed request aimed at something that is not there or not the caller's. */
export interface Aim {
  query?: Record<string, string>;
  body?: JsonLike;
  headers?: Record<string, string>;
  /** Why a correct server refuses it (printed with a failure). */
  why: string;
}

export interface Recipe {
  access: Access;
  /** The JSON object body the call reads. */
  body?: FieldSet;
  /** The query parameters the call reads. */
  query?: FieldSet;
  /**
   * Well-formed requests that must still be refused (unknown SKUs, other customers' ids);
   * `undefined` for a caller it does not apply to.
   */
  aimed?: (ctx: AttackContext) => fc.Arbitrary<Aim> | undefined;
  /**
   * Set when the call has nothing a caller with access can get wrong (a public list, a read
   * of one's own data): those requests must not fail or write, but may be answered 200.
   */
  inert?: string;
  /** A caller with access does something legitimate with any input: only access is attacked. */
  authOnly?: true;
  /**
   * Set when the call passes on another service's answers as they are (their error shape is
   * not ours): only that it never fails (5xx) or writes is checked.
   */
  foreignErrors?: string;
  /** Set on the fallback for a route missing from the tables (see recipes.ts). */
  generic?: true;
}
