import { ERROR_MESSAGES } from '../core/errors';
import { noteSessionLeft } from './admin-session-clock';
import { LINK_KEY_HEADER } from '../core/privacy/link-key-header';
import type {
  AnswerOf,
  BodyOf,
  ClientPathOf,
  DeclaredRoute,
  Method,
} from '../server/http/route/define-route';

/** A failed call as the API describes it ({ code, message, fields? }), or a network failure. */
export class ApiCallError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly fields: { field: string; message: string }[] = [],
    /** What a few refusals say besides (LOGIN_FAILED's `captchaRequired`): the body's other keys. */
    readonly extra: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
  }
}

/** Who is calling: spec 7, "The token goes in an authorization header and the customer email in a customer header." */
export interface CallerAuth {
  email: string;
  token: string;
}

function headersFor(
  auth: CallerAuth | null | undefined,
  json: boolean,
  extra: Readonly<Record<string, string>> = {},
): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json', ...extra };
  if (json) headers['content-type'] = 'application/json';
  if (auth?.token) {
    headers.authorization = `Bearer ${auth.token}`;
    headers.customer = auth.email;
  }
  return headers;
}

async function call<T>(path: string, init: RequestInit): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`/api/${path}`, init);
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiCallError('GENERIC', ERROR_MESSAGES.GENERIC, 0);
  }
  noteSessionLeft(res.headers);
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const error: Record<string, unknown> =
      typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...body } : {};
    const { code, message, fields, ...extra } = error;
    throw new ApiCallError(
      typeof code === 'string' ? code : 'GENERIC',
      typeof message === 'string' ? message : ERROR_MESSAGES.GENERIC,
      res.status,
      Array.isArray(fields) ? (fields as ApiCallError['fields']) : [],
      extra,
    );
  }
  return body as T;
}

/** GET /api/<path> as JSON; every failure becomes an ApiCallError with the API's code. */
export function getJson<T>(
  path: string,
  signal?: AbortSignal,
  auth?: CallerAuth | null,
  headers?: Readonly<Record<string, string>>,
): Promise<T> {
  return call<T>(path, { headers: headersFor(auth, false, headers), signal });
}

/**
 * A mailed link's key for a read that takes one (activation, reset, /pay): sent in a header,
 * never in the address, which access logs keep (issue 28.7).
 */
export const linkKeyHeader = (key: string) => ({ [LINK_KEY_HEADER]: key });

/** POST, PUT or DELETE a JSON body to /api/<path>: the declared calls below type it. */
function sendJson<T>(
  method: SendMethod,
  path: string,
  body: unknown,
  auth?: CallerAuth | null,
): Promise<T> {
  return call<T>(path, {
    method,
    headers: headersFor(auth, true),
    body: JSON.stringify(body ?? {}),
  });
}

/*
 * Calls typed from the route's one declaration (server/<domain>/<name>-routes.ts), named with a
 * type-only import: `apiGet<typeof getCart>('get_cart?token=…')`. The path and method must be
 * the declaration's, the body is its schema's input and the answer its declared type.
 */

/** The declared path after `/api/`, with a query string or without. */
export type CallPath<R> = ClientPathOf<R> | `${ClientPathOf<R>}?${string}`;

/** GET a declared route; every failure becomes an ApiCallError with the API's code. */
export function apiGet<R extends RouteWith<'GET'>>(
  path: CallPath<R>,
  signal?: AbortSignal,
  auth?: CallerAuth | null,
  headers?: Readonly<Record<string, string>>,
): Promise<AnswerOf<R>> {
  return getJson<AnswerOf<R>>(path, signal, auth, headers);
}

export type RouteWith<M extends Method> = DeclaredRoute & { declaration: { method: M } };

type SendMethod = 'POST' | 'PUT' | 'DELETE';

/** The typed call of one method: the route's declaration must have that method. */
const sendAs =
  <M extends SendMethod>(method: M) =>
  <R extends RouteWith<M>>(
    path: CallPath<R>,
    body: BodyOf<R>,
    auth?: CallerAuth | null,
  ): Promise<AnswerOf<R>> =>
    sendJson<AnswerOf<R>>(method, path, body, auth);

/** POST a declared route's body, as the caller when auth is given. */
export const apiPost = sendAs('POST');
/** PUT a declared route's body, as the caller when auth is given. */
export const apiPut = sendAs('PUT');
/** DELETE a declared route (its target in the query string or the body). */
export const apiDelete = sendAs('DELETE');
