/**
 * The site's Content-Security-Policy. It lived in netlify.toml until issue 19; the build now
 * writes it into public/_headers with the hashes of its pages' inline scripts
 * (src/build/csp-headers.ts), so it is set in one place only. Each exception is explained in
 * docs/decisions.md ("Security headers" and "Issue 19: CSP hashes and admin idle life"):
 * - script-src: no 'unsafe-inline': this site's files, the hashes of the inline scripts Gatsby
 *   writes into every page, and Stripe.js;
 * - style-src 'unsafe-inline': Gatsby inlines the CSS in <style>, components set style="";
 * - js.stripe.com / hooks.stripe.com / m.stripe.network: Stripe.js and the Elements frames, as
 *   Stripe documents; api.stripe.com is where Stripe.js confirms the card;
 * - worker-src blob:: the ALTCHA captcha solves its proof of work in a worker made from a blob;
 * - PayPal needs nothing: the shopper is sent to PayPal's approval page (a navigation), no
 *   PayPal script runs here. The payment simulator is reached through /api (same origin).
 */
const STRIPE_SCRIPTS = ['https://js.stripe.com', 'https://*.js.stripe.com'];

/** The policy with these inline-script sources ('sha256-…'), in the order given. */
export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  const directives: [name: string, sources: string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes, ...STRIPE_SCRIPTS]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', 'https://*.stripe.com']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", 'https://api.stripe.com', 'https://m.stripe.network']],
    ['frame-src', [...STRIPE_SCRIPTS, 'https://hooks.stripe.com', 'https://m.stripe.network']],
    ['worker-src', ["'self'", 'blob:']],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/** A policy as directive name → its sources (names in lower case). */
export function parsePolicy(policy: string): Map<string, string[]> {
  const parsed = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !parsed.has(name.toLowerCase())) parsed.set(name.toLowerCase(), sources);
  }
  return parsed;
}

/**
 * The sources that decide whether an inline <script> may run: script-src-elem, else
 * script-src, else default-src (CSP level 3's fallback list).
 */
export function inlineScriptSources(policy: string): string[] {
  const parsed = parsePolicy(policy);
  return (
    parsed.get('script-src-elem') ?? parsed.get('script-src') ?? parsed.get('default-src') ?? []
  );
}
