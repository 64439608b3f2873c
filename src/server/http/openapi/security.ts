import type { Access } from './operation';

/** How a caller proves who they are (http/auth.ts). */
export const SECURITY_SCHEMES = {
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'The token POST signin answers. Logout (POST signout) revokes it on the server. A write may carry it in its JSON body instead, as `token` with `email` (spec 6: "body on writes"); sent in both places it must be the same token (401 otherwise).',
  },
  customerHeader: {
    type: 'apiKey',
    in: 'header',
    name: 'customer',
    description:
      'The signed-in customer’s email. Optional; a token sent with someone else’s email is refused (403).',
  },
  tokenQuery: {
    type: 'apiKey',
    in: 'query',
    name: 'token',
    description:
      'The token in the query string (spec 7: admin reads), with `email` as the claimed email.',
  },
} as const;

type Requirement = Partial<Record<keyof typeof SECURITY_SCHEMES, string[]>>;

/** Alternatives, any one of which the route accepts; `{}` means no credentials at all. */
export function securityFor(access: Access, method: string): Requirement[] {
  if (access === 'public') return [];
  const signedIn: Requirement[] = [{ bearerAuth: [], customerHeader: [] }, { bearerAuth: [] }];
  if (method === 'get') signedIn.push({ tokenQuery: [] });
  return access === 'visitor' ? [{}, ...signedIn] : signedIn;
}

export const ACCESS_NOTES: Record<Access, string> = {
  public: 'Anyone; no token is read.',
  visitor: 'Anyone; a valid token makes the call the customer’s, a stale one is ignored.',
  customer: 'A signed-in customer (or administrator): 401 without a valid token.',
  admin: 'Administrators only: 401 without a valid token, 403 for anyone else.',
};
