import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';

export interface ShopServer {
  /** http://127.0.0.1:<port>, without a trailing slash. */
  url: string;
  /** Resolves once no request is being answered (the load stopped mid-call). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Where the bench's shoppers confirm their card when the shop names the simulator by its own
 * address (an older payment_config): forwarded there, so one autocannon connection, which keeps
 * one host, can still walk the whole purchase.
 */
export const SIMULATOR_PREFIX = '/__simulator';

async function forward(request: Request, target: string): Promise<Response> {
  const url = new URL(request.url);
  const res = await fetch(`${target}${url.pathname.slice(SIMULATOR_PREFIX.length)}${url.search}`, {
    method: request.method,
    headers: { 'content-type': request.headers.get('content-type') ?? 'text/plain' },
    ...(request.method === 'GET' ? {} : { body: await request.text() }),
  });
  return new Response(await res.text(), { status: res.status, headers: res.headers });
}

/**
 * The app on loopback as a Netlify Function answers it (the same `fetch`), through
 * @hono/node-server. `simulator`, when given, is reached under SIMULATOR_PREFIX.
 */
export async function serveShop(
  fetchApp: (request: Request) => Response | Promise<Response>,
  simulator?: string,
): Promise<ShopServer> {
  let inFlight = 0;
  let waiters: (() => void)[] = [];
  const settle = () => {
    inFlight -= 1;
    if (inFlight > 0) return;
    for (const wake of waiters) wake();
    waiters = [];
  };
  const handle = async (request: Request): Promise<Response> => {
    inFlight += 1;
    try {
      if (simulator && new URL(request.url).pathname.startsWith(SIMULATOR_PREFIX)) {
        return await forward(request, simulator);
      }
      return await fetchApp(request);
    } finally {
      settle();
    }
  };
  const server = await new Promise<Server>((resolve, reject) => {
    const started = serve({ fetch: handle, port: 0, hostname: '127.0.0.1' }) as Server;
    started.once('listening', () => resolve(started));
    started.once('error', reject);
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    idle: () =>
      inFlight === 0 ? Promise.resolve() : new Promise<void>((wake) => waiters.push(wake)),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
