import { ERROR_MESSAGES } from '../core/errors';

/** A failed call as the API describes it ({ code, message }), or a network failure. */
export class ApiCallError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** GET /api/<path> as JSON; every failure becomes an ApiCallError with the API's code. */
export async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`/api/${path}`, { headers: { accept: 'application/json' }, signal });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiCallError('GENERIC', ERROR_MESSAGES.GENERIC, 0);
  }
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const error = body as { code?: unknown; message?: unknown } | null;
    throw new ApiCallError(
      typeof error?.code === 'string' ? error.code : 'GENERIC',
      typeof error?.message === 'string' ? error.message : ERROR_MESSAGES.GENERIC,
      res.status,
    );
  }
  return body as T;
}
