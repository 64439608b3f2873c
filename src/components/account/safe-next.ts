/**
 * Where to go after logging in: the `next` query parameter when it is a path on this site.
 * "//host" and "/\host" are other sites to a browser, and browsers drop tabs and line breaks
 * from addresses ("/\t/host" is "//host"), so any backslash or control character is refused.
 */
export function safeNextPath(search: string): string | null {
  const next = new URLSearchParams(search).get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(next)) return null;
  return next;
}
