import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDb } from '../../../src/server/db/client';
import { latencyStats, productToBuy, type LatencyStats } from '../checkout-latency';
import { serveSite } from '../serve';

export interface LocalCall {
  name: string;
  stats: LatencyStats;
}

/** A public read asked twice, the second time with the first answer's ETag. */
export interface Revalidation {
  path: string;
  etag: string | null;
  /** The second answer's status: 304 when the kept copy still holds. */
  status: number;
}

export interface LocalCalls {
  calls: LocalCall[];
  revalidations: Revalidation[];
}

interface Call {
  name: string;
  request: () => Request;
}

/** The product every sampled cart adds, on a pool of its own closed at once. */
async function productToAdd(databaseUrl: string): Promise<string> {
  const db = createDb(databaseUrl, 1);
  try {
    return await productToBuy(db);
  } finally {
    await db.$client.end();
  }
}

/** Every public read (src/core/cdn/cache-policy.ts), as the storefront asks for it. */
const publicReads = (sku: string) => [
  '/api/defaults',
  '/api/countries',
  '/api/categories',
  '/api/brands',
  '/api/galleries',
  '/api/videos',
  '/api/products?rows=1000',
  `/api/products?rows=1&sku=${encodeURIComponent(sku)}`,
  `/api/product_reviews?sku=${encodeURIComponent(sku)}`,
  '/api/posts',
];

async function revalidate(baseUrl: string, sku: string): Promise<Revalidation[]> {
  const results: Revalidation[] = [];
  for (const path of publicReads(sku)) {
    const first = await fetch(`${baseUrl}${path}`);
    await first.arrayBuffer();
    const etag = first.headers.get('etag');
    const again = await fetch(`${baseUrl}${path}`, {
      headers: etag ? { 'if-none-match': etag } : {},
    });
    await again.arrayBuffer();
    results.push({ path, etag, status: again.status });
  }
  return results;
}

/**
 * Warm calls through the local server as `npm start` and `npm run serve` run it: netlify dev
 * on its port, proxying /api/* to the long-lived local API process (scripts/local-api). Each
 * call is timed from the client, after `warmup` unmeasured ones.
 */
export async function benchLocalCalls(
  databaseUrl: string,
  env: NodeJS.ProcessEnv,
  samples: number,
  log: (line: string) => void,
): Promise<LocalCalls> {
  const sku = await productToAdd(databaseUrl);
  // No pages are asked for: an empty folder stands in for public/.
  const emptySite = mkdtempSync(path.join(tmpdir(), 'borse-empty-site-'));
  const logFile = path.join(process.cwd(), 'bench/results/netlify-dev-api.log');
  log('local calls: starting netlify dev and the local API…');
  const site = await serveSite(process.cwd(), emptySite, env, logFile);
  const calls: Call[] = [
    { name: 'GET /api/health', request: () => new Request(`${site.baseUrl}/api/health`) },
    {
      name: 'POST /api/add_cart (a visitor)',
      request: () =>
        new Request(`${site.baseUrl}/api/add_cart`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ item: { sku, quantity: 1 } }),
        }),
    },
    {
      name: 'GET /api/products?rows=1000',
      request: () => new Request(`${site.baseUrl}/api/products?rows=1000`),
    },
  ];
  try {
    const results: LocalCall[] = [];
    for (const call of calls) {
      const times: number[] = [];
      for (let i = 0; i < samples + 5; i += 1) {
        const started = performance.now();
        const res = await fetch(call.request());
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${call.name} answered ${res.status}`);
        if (i >= 5) times.push(performance.now() - started);
      }
      results.push({ name: call.name, stats: latencyStats(times) });
    }
    return { calls: results, revalidations: await revalidate(site.baseUrl, sku) };
  } finally {
    await site.stop();
    rmSync(emptySite, { recursive: true, force: true });
  }
}
