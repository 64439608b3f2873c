/** The longest `next` kept: a shop path with its query is far shorter. */
export const MAX_NEXT_PATH_LENGTH = 500;

/**
 * Whether `next` (where to go after logging in) is a path on this site. "//host" and "/\host"
 * are other sites to a browser, and browsers drop tabs and line breaks from addresses
 * ("/\t/host" is "//host"), so any backslash or control character is refused; "https:…",
 * "javascript:…" and the like do not start with "/".
 */
export function isSafeNextPath(next: string): boolean {
  if (!next.startsWith('/') || next.startsWith('//')) return false;
  if (next.length > MAX_NEXT_PATH_LENGTH) return false;
  // eslint-disable-next-line no-control-regex
  return !/[\\\u0000-\u001f\u007f]/.test(next);
}

/** `path` with `?next=` when there is a safe one to carry on (login → register → mail → login). */
export function withNextPath(path: string, next: string | null): string {
  return next && isSafeNextPath(next) ? `${path}?next=${encodeURIComponent(next)}` : path;
}
