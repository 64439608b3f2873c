/**
 * What a /newsletter address asks for: the confirmation link of the sign-up mail
 * (?confirm=<token>), the unsubscribe link of every newsletter (?unsubscribe=<key>&email=), or
 * nothing, which shows the sign-up form. A link with a part missing is still that link, so it
 * meets the server's "invalid link" answer rather than a form the visitor did not ask for.
 */
export type NewsletterLink =
  | { kind: 'signup' }
  | { kind: 'confirm'; key: string }
  | { kind: 'unsubscribe'; key: string; email: string };

export function newsletterLink(search: string): NewsletterLink {
  const params = new URLSearchParams(search);
  if (params.has('confirm')) return { kind: 'confirm', key: params.get('confirm') ?? '' };
  if (params.has('unsubscribe')) {
    return {
      kind: 'unsubscribe',
      key: params.get('unsubscribe') ?? '',
      email: params.get('email') ?? '',
    };
  }
  return { kind: 'signup' };
}
