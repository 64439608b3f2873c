/**
 * Gatsby's router decodes an address twice (its own path lookup, then the route match): a
 * typed address like /shop/%25%25%25 decodes to /shop/%%% and then throws "URI malformed",
 * and the page stays on whatever the static HTML said. readable() is that double decode.
 */
function readable(pathname: string): boolean {
  try {
    decodeURIComponent(decodeURIComponent(pathname));
    return true;
  } catch {
    return false;
  }
}

/**
 * The address to use instead of `pathname` when the router could not read it, or null when it
 * can. An escaped or stray % becomes _, as the route names turn any character other than a
 * letter or digit into _; a byte sequence that is no character goes the same way.
 */
export function routerSafePath(pathname: string): string | null {
  if (readable(pathname)) return null;
  const percents = pathname.replace(/%25/gi, '_').replace(/%(?![0-9a-f]{2})/gi, '_');
  if (readable(percents)) return percents;
  return percents.replace(/%[0-9a-f]{2}/gi, '_');
}
