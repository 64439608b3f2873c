import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';

/** The part of Netlify's context the host gives: the caller's address, as its socket says. */
export interface HostContext {
  ip?: string;
}

/** A function's default export: the modern Netlify Functions signature. */
export type FunctionHandler = (
  request: Request,
  context?: HostContext,
) => Response | Promise<Response>;

export interface HostedFunction {
  name: string;
  /** The path the function claims (its config.path), e.g. "/api/*". */
  pattern: string;
  handler: FunctionHandler;
}

export interface FunctionsHost {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  stop: () => Promise<void>;
}

/** "/api/*" claims /api and everything under it; a pattern without a star claims itself. */
export function claims(pattern: string, pathname: string): boolean {
  if (!pattern.endsWith('/*')) return pathname === pattern;
  const base = pattern.slice(0, -2);
  return pathname === base || pathname.startsWith(`${base}/`);
}

/**
 * The site's functions in one long-lived process, loaded once and kept warm, as a Netlify
 * instance keeps them between calls. `netlify dev` (netlify-cli 27) runs every call of a
 * default-export function in a new worker thread, i.e. every local call is a cold start
 * (0.7-0.9 s here); the local server proxies /api/* and /images/* to this host instead (see
 * local-dev-config.ts and docs/decisions.md, "Local API").
 */
export async function startFunctionsHost(
  functions: HostedFunction[],
  port = 0,
): Promise<FunctionsHost> {
  const listener = getRequestListener(async (request: Request, { incoming }) => {
    const { pathname } = new URL(request.url);
    const fn = functions.find((candidate) => claims(candidate.pattern, pathname));
    if (!fn) return new Response('Not Found', { status: 404 });
    return fn.handler(request, { ip: incoming.socket.remoteAddress });
  });
  const server: Server = createServer(listener);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
