import { ERROR_MESSAGES } from '../../../core/errors';
import type { CallerAuth } from '../../../state/api-client';
import { adminHeaders, ApiCallErrorWithBody, failureFrom, parseJson } from './admin-request';

export interface UploadHandlers {
  /** Bytes of the request body sent so far, of `total`. */
  onProgress?: (sent: number, total: number) => void;
  /** The whole body is sent: what follows is the server's work. */
  onSent?: () => void;
  signal?: AbortSignal;
}

/**
 * POST a JSON body to /api/<path> as the administrator, reporting the upload's progress. fetch
 * cannot tell how much of a request body has gone, XMLHttpRequest can (upload.onprogress).
 * Failures are ApiCallErrors like the API client's, keeping the answer's body; an abort
 * rejects with an AbortError DOMException, as fetch does.
 */
export function uploadWithProgress<T>(
  path: string,
  body: unknown,
  auth: CallerAuth,
  { onProgress, onSent, signal }: UploadHandlers = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Aborted', 'AbortError'));
      return;
    }
    const payload = JSON.stringify(body ?? {});
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/${path}`);
    for (const [name, value] of Object.entries(adminHeaders(auth, 'application/json', true))) {
      xhr.setRequestHeader(name, value);
    }
    xhr.upload.onprogress = (event) => {
      onProgress?.(event.loaded, event.lengthComputable ? event.total : payload.length);
    };
    xhr.upload.onload = () => onSent?.();
    xhr.onload = () => {
      const answer = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(answer as T);
      else reject(failureFrom(xhr.status, answer));
    };
    const networkFailure = () =>
      reject(new ApiCallErrorWithBody('GENERIC', ERROR_MESSAGES.GENERIC, 0, [], null));
    xhr.onerror = networkFailure;
    xhr.ontimeout = networkFailure;
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(payload);
  });
}
