import { ERROR_MESSAGES } from '../../../core/errors';
import { ApiCallError, type CallerAuth } from '../../../state/api-client';

/**
 * A failed call that keeps the whole answer: an import refused on apply (400 IMPORT_INVALID)
 * carries the per-row errors next to its code.
 */
export class ApiCallErrorWithBody extends ApiCallError {
  constructor(
    code: string,
    message: string,
    status: number,
    fields: ApiCallError['fields'],
    readonly body: unknown,
  ) {
    super(code, message, status, fields);
  }
}

/**
 * The caller's headers as src/state/api-client.ts sends them (spec 7: token in the
 * authorization header, email in the customer header). Never in the address: an address ends
 * up in logs and browser history.
 */
export function adminHeaders(
  auth: CallerAuth,
  accept: string,
  json: boolean,
): Record<string, string> {
  const headers: Record<string, string> = { accept };
  if (json) headers['content-type'] = 'application/json';
  headers.authorization = `Bearer ${auth.token}`;
  headers.customer = auth.email;
  return headers;
}

/** An error answer (or a body that is not JSON at all) as the API client would throw it. */
export function failureFrom(status: number, body: unknown): ApiCallErrorWithBody {
  const error = (typeof body === 'object' && body !== null ? body : {}) as {
    code?: unknown;
    message?: unknown;
    fields?: unknown;
  };
  return new ApiCallErrorWithBody(
    typeof error.code === 'string' ? error.code : status === 413 ? 'TOO_LARGE' : 'GENERIC',
    typeof error.message === 'string' ? error.message : ERROR_MESSAGES.GENERIC,
    status,
    Array.isArray(error.fields) ? (error.fields as ApiCallError['fields']) : [],
    body,
  );
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
