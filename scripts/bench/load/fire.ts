import autocannon, { type Request as CannonRequest, type Result } from 'autocannon';
import type { LoadOptions } from './load-options';

export interface FireSpec {
  title: string;
  /** The server's origin. */
  url: string;
  /** One GET path for every request, or a round of requests per connection. */
  path?: string;
  requests?: CannonRequest[];
  seconds: number;
}

/** What autocannon measured: every answer, whatever its status. */
export interface LoadFigures {
  title: string;
  seconds: number;
  connections: number;
  requests: number;
  /** Mean of the per-second request counts. */
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Answers by status code. */
  statusCodes: Record<string, number>;
  non2xx: number;
  /** Connection errors (timeouts included) and timeouts alone. */
  socketErrors: number;
  timeouts: number;
}

function figures(spec: FireSpec, result: Result): LoadFigures {
  const statusCodes: Record<string, number> = {};
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) {
    statusCodes[code] = stats.count ?? 0;
  }
  return {
    title: spec.title,
    seconds: result.duration,
    connections: result.connections,
    requests: result.requests.total,
    perSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    statusCodes,
    non2xx: result.non2xx,
    socketErrors: result.errors,
    timeouts: result.timeouts,
  };
}

/**
 * One autocannon run against a loopback server, bounded by time and by a request count
 * (whichever comes first), each connection one customer.
 */
export async function fire(spec: FireSpec, options: LoadOptions): Promise<LoadFigures> {
  const result = await autocannon({
    url: `${spec.url}${spec.path ?? '/'}`,
    connections: options.connections,
    duration: spec.seconds,
    maxOverallRequests: options.maxRequests,
    // A call slower than this is counted as a timeout: an error of the run.
    timeout: 10,
    ...(spec.requests ? { requests: spec.requests } : {}),
  });
  return figures(spec, result);
}
