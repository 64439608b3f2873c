import { envNumber } from '../../../src/server/config/env-number';

export interface LoadOptions {
  /** Seconds each catalogue and cart scenario runs. */
  seconds: number;
  /** Seconds of checkout: a purchase is seven calls, so a round takes several times as long. */
  checkoutSeconds: number;
  /** Seconds of unreported load before the catalogue runs (the JIT and the pool warm up). */
  warmupSeconds: number;
  /** Concurrent connections: one customer each. */
  connections: number;
  /** Requests one scenario may send at most: a second bound besides its time. */
  maxRequests: number;
  /** The app's PostgreSQL pool (production functions: DATABASE_POOL_MAX, default 5). */
  pool: number;
  /** Units of the scarce product above its minimum stock: fewer than its buyers. */
  scarceUnits: number;
  /** `catalogue`: only the catalogue and the bare server (the framework ratio), no cart or checkout. */
  only: 'catalogue' | undefined;
  /** Run everything a second time through PgBouncer in transaction mode (BENCH_LOAD_POOLER=0: not). */
  pooler: boolean;
}

function onlyOption(value: string | undefined): LoadOptions['only'] {
  if (value === undefined || value === '') return undefined;
  if (value === 'catalogue') return value;
  throw new Error(`BENCH_LOAD_ONLY must be catalogue, not ${value}`);
}

/** The environment's settings (see run.ts); each a positive whole number. */
export function loadOptions(): LoadOptions {
  return {
    seconds: envNumber('BENCH_LOAD_SECONDS', 10),
    checkoutSeconds: envNumber('BENCH_LOAD_CHECKOUT_SECONDS', 30),
    warmupSeconds: envNumber('BENCH_LOAD_WARMUP_SECONDS', 2),
    connections: envNumber('BENCH_LOAD_CONNECTIONS', 50),
    maxRequests: envNumber('BENCH_LOAD_MAX_REQUESTS', 200_000),
    pool: envNumber('BENCH_LOAD_POOL', 10),
    scarceUnits: envNumber('BENCH_LOAD_SCARCE_UNITS', 20),
    only: onlyOption(process.env.BENCH_LOAD_ONLY),
    pooler: !['0', 'false', 'no'].includes(process.env.BENCH_LOAD_POOLER ?? ''),
  };
}
