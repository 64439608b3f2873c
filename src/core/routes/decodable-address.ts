/**
 * Whether a request target's path and query decode (each %-escape a valid UTF-8 sequence).
 * netlify dev decodes the path with decodeURIComponent and does not catch the URIError: one
 * address like /images/%ZZ or /shop/50%off would end the whole local site. The query is held
 * to the same rule, as the shop's own code decodes it too.
 */
export function isDecodableAddress(target: string): boolean {
  const queryAt = target.indexOf('?');
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  const query = queryAt === -1 ? '' : target.slice(queryAt + 1);
  try {
    decodeURIComponent(path);
    decodeURIComponent(query);
    return true;
  } catch {
    return false;
  }
}
