import { ERROR_MESSAGES } from '../../../core/errors';
import type { CallerAuth } from '../../../state/api-client';
import { adminHeaders, ApiCallErrorWithBody, failureFrom, parseJson } from './admin-request';
import { downloadName } from './csv-file';

/**
 * Saves a CSV the API builds (a template or an export) as a file. The call needs the admin's
 * headers, so a plain link cannot do it (and the token must never go in an address): the
 * answer is read here and handed to the browser as a temporary object URL.
 */
export async function downloadCsv(path: string, fallbackName: string, auth: CallerAuth) {
  let res: Response;
  try {
    res = await fetch(`/api/${path}`, { headers: adminHeaders(auth, 'text/csv', false) });
  } catch {
    throw new ApiCallErrorWithBody('GENERIC', ERROR_MESSAGES.GENERIC, 0, [], null);
  }
  if (!res.ok) throw failureFrom(res.status, parseJson(await res.text().catch(() => '')));
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = downloadName(res.headers.get('content-disposition'), fallbackName);
  link.hidden = true;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers start reading the URL only after the click handler returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
