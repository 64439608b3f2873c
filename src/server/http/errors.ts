import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorKind } from '../../core/domain-error';

/**
 * Where a service's refusal (core/domain-error.ts) becomes an HTTP answer: the one table from
 * its kind to its status code. app.ts's onError answers with it.
 */
export const STATUS_OF_KIND: Readonly<Record<ErrorKind, ContentfulStatusCode>> = {
  invalid: 400,
  unauthorised: 401,
  payment: 402,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  'too-many': 429,
  failed: 500,
  upstream: 502,
  unavailable: 503,
};
