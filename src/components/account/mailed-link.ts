import { ApiCallError } from '../../state/api-client';

/** The key of a mailed account link (?key1=…) on the page it opens; '' when there is none. */
export function mailedLinkKey(): string {
  return new URLSearchParams(window.location.search).get('key1')?.trim() ?? '';
}

/** The API's answer to a link that is unknown, used up or expired. */
export const isLinkInvalid = (err: unknown): boolean =>
  err instanceof ApiCallError && err.code === 'LINK_INVALID';
