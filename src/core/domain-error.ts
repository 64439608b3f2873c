import { API_ERROR_MESSAGES, type ApiErrorCode } from './api-errors';

export interface FieldError {
  field: string;
  message: string;
}

/**
 * What kind of refusal it is, in the shop's words. Services say only this; the HTTP edge
 * (src/server/http/errors.ts) turns each kind into its status code, in one table.
 */
export type ErrorKind =
  /** The request is wrong: a field, a missing agreement, a dead link (400). */
  | 'invalid'
  /** No one, or not the right one, is signed in (401). */
  | 'unauthorised'
  /** The payment provider declined the payment (402). */
  | 'payment'
  /** The caller is known but may not do this (403). */
  | 'forbidden'
  | 'not-found'
  /** The record's state does not allow it now: full, paid, in use, already there (409). */
  | 'conflict'
  | 'too-large'
  /** Too many attempts or requests: wait `retryAfterSeconds` (429). */
  | 'too-many'
  /** The shop could not finish what it started (500). */
  | 'failed'
  /** A service the shop calls refused the request (502). */
  | 'upstream'
  /** Not set up, or briefly out of reach: try again later (503). */
  | 'unavailable';

/**
 * A refusal the client is meant to see. `message` is the English text (for the spec's error
 * catalogue, word for word); `code` is a stable key the client translates with its locale files.
 */
export class DomainError extends Error {
  /** Whole seconds the client should wait before trying again (sent as Retry-After). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly kind: ErrorKind,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields: FieldError[] = [],
    options: { retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  toJSON(): { code: string; message: string; fields?: FieldError[] } {
    return this.fields.length
      ? { code: this.code, message: this.message, fields: this.fields }
      : { code: this.code, message: this.message };
  }
}

export const badRequest = (message: string, fields: FieldError[] = []) =>
  new DomainError('invalid', 'BAD_REQUEST', message, fields);

export const unauthorised = () =>
  new DomainError('unauthorised', 'UNAUTHORISED', API_ERROR_MESSAGES.UNAUTHORISED);

export const forbidden = () =>
  new DomainError('forbidden', 'FORBIDDEN', API_ERROR_MESSAGES.FORBIDDEN);

export const notFound = (what = 'That') =>
  new DomainError('not-found', 'NOT_FOUND', `${what} was not found`);

/** The shop cannot answer now (a setting missing, the database out of reach): try again. */
export const serviceUnavailable = (retryAfterSeconds?: number) =>
  new DomainError(
    'unavailable',
    'SERVICE_UNAVAILABLE',
    API_ERROR_MESSAGES.SERVICE_UNAVAILABLE,
    [],
    { retryAfterSeconds },
  );

/** A per-address limit was reached (429): the window ends in `retryAfterSeconds`. */
export const tooManyRequests = (retryAfterSeconds: number) =>
  new DomainError('too-many', 'TOO_MANY_REQUESTS', API_ERROR_MESSAGES.TOO_MANY_REQUESTS, [], {
    retryAfterSeconds,
  });
