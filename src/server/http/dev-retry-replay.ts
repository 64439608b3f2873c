import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MiddlewareHandler } from 'hono';

/** The paths `netlify dev` tries after a 403 or 404: /x.html, /x.htm, /x/index.html, /x/index.htm. */
const RETRY_SUFFIX = /(?:\/index)?\.html?$/;
/**
 * Each retry is a fresh function invocation, 1-4 s apiece on a busy machine, so four of them can
 * take well over ten seconds; a refusal forgotten before the last one let that retry run as a
 * call of its own and answer "No such call". No API path ends in .html, so a long memory costs
 * nothing, and the last retry clears it.
 */
const REMEMBER_MS = 120_000;

interface Refusal {
  at: number;
  status: number;
  body: string;
  contentType: string;
}

/**
 * `netlify dev` (netlify/cli#1442) answers a function's 403 or 404 by calling the function again
 * at /path.html, /path.htm, /path/index.html and /path/index.htm, as the CDN does for pages, and
 * hands the browser the last answer ("No such call: … /index.htm"), so the customer would read
 * the wrong message. Only under `netlify dev`, this answers those retries with the first refusal
 * without running the call again (a retried POST must not act twice). Every invocation there
 * starts from a fresh module, so the refusal is kept in a temporary file until the last retry.
 * Production never retries and never uses this.
 */
export function devRetryReplay(
  folder = path.join(tmpdir(), 'shop-dev-retries'),
): MiddlewareHandler {
  const fileOf = (method: string, pathname: string, search: string, auth: string) =>
    path.join(
      folder,
      createHash('sha256').update(`${method} ${pathname}${search} ${auth}`).digest('hex'),
    );

  return async (c, next) => {
    const url = new URL(c.req.url);
    const auth = c.req.header('authorization') ?? '';
    if (RETRY_SUFFIX.test(url.pathname)) {
      const original = url.pathname.replace(RETRY_SUFFIX, '');
      const file = fileOf(c.req.method, original, url.search, auth);
      try {
        const refusal = JSON.parse(readFileSync(file, 'utf8')) as Refusal;
        if (Date.now() - refusal.at <= REMEMBER_MS) {
          if (url.pathname.endsWith('/index.htm')) rmSync(file, { force: true }); // the last retry
          return new Response(refusal.body, {
            status: refusal.status,
            headers: { 'content-type': refusal.contentType },
          });
        }
      } catch {
        // nothing remembered: an ordinary request
      }
    }
    await next();
    if ((c.res.status === 403 || c.res.status === 404) && !RETRY_SUFFIX.test(url.pathname)) {
      const refusal: Refusal = {
        at: Date.now(),
        status: c.res.status,
        body: await c.res.clone().text(),
        contentType: c.res.headers.get('content-type') ?? 'application/json',
      };
      mkdirSync(folder, { recursive: true });
      writeFileSync(fileOf(c.req.method, url.pathname, url.search, auth), JSON.stringify(refusal));
    }
  };
}
