import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeBuildHook {
  /** An http://127.0.0.1 address, which the build hook client accepts without https. */
  url: string;
  /** Every request the hook received. */
  hits: { method: string; path: string }[];
  /** The status the hook answers with (200 unless a test says otherwise). */
  answerWith(status: number): void;
  stop(): Promise<void>;
}

/** A stand-in for a Netlify build hook, on loopback, that records what reached it. */
export async function startFakeBuildHook(): Promise<FakeBuildHook> {
  const hits: FakeBuildHook['hits'] = [];
  let status = 200;
  const server = createServer((req, res) => {
    req.resume();
    hits.push({ method: req.method ?? '', path: req.url ?? '' });
    res.statusCode = status;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/build_hooks/test`,
    hits,
    answerWith: (next) => {
      status = next;
    },
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
