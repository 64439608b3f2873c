import type { MiddlewareHandler } from 'hono';

/**
 * Headers on every answer of the functions: netlify.toml's [[headers]] reach the static files
 * only. No answer is a page, so its policy allows nothing (an uploaded SVG opened directly runs
 * no script); nosniff keeps a picture or JSON from being read as something else. What may be
 * cached is cache-headers.ts's rule.
 */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  };
}
