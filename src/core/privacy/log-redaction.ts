import { withoutLinkKeys } from './link-keys';

const PASSWORD_PARAMETER =
  /([?&](?:password|currentPassword|newPassword|confirmPassword)=)[^&\s"'<>]+/gi;
const BEARER = /(Bearer\s+)[A-Za-z0-9._~+/-]+=*/g;

/**
 * A log line with what would let a reader act as someone hidden: mailed links' keys, the
 * spec's query `token`, passwords in a query, bearer tokens. Local servers log every proxied
 * address (netlify dev's "Proxying to …"), and the spec lets reads carry them (issue 28.7).
 */
export function redactSecrets(line: string): string {
  return withoutLinkKeys(line).replace(PASSWORD_PARAMETER, '$1…').replace(BEARER, '$1…');
}
