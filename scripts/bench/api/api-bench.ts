import { randomBytes } from 'node:crypto';
import { envNumber } from '../../../src/server/config/env-number';
import { NO_TELEMETRY } from '../../netlify-dev';
import { withDatabase } from '../throwaway-database';
import type { TargetResult } from '../target-result';
import { benchColdStart, type ColdStartResult } from './cold-start';
import { benchLocalCalls, type LocalCall, type Revalidation } from './local-calls';

export interface ApiBench {
  coldStarts: ColdStartResult[];
  localCalls: LocalCall[];
  revalidations: Revalidation[];
}

/** The targets for the API's cold start and for a warm local call. */
export const MAX_IMPORT_MS = 150;
export const MAX_FIRST_ANSWER_MS = 300;
export const MAX_LOCAL_P50_MS = 60;

/**
 * BENCH_ONLY=api: the API's cold start (the production bundle, a split candidate and the
 * floor, each in fresh processes) and warm calls through the local server, over one throwaway
 * seeded database.
 */
export function benchApi(log: (line: string) => void): Promise<ApiBench> {
  return withDatabase('bench_api', async (db) => {
    const coldStarts = await benchColdStart(db.databaseUrl, envNumber('BENCH_COLD_STARTS', 5), log);
    const env = {
      ...process.env,
      DATABASE_URL: db.databaseUrl,
      DATA_DIR: db.dataDir,
      JWT_SECRET: randomBytes(48).toString('base64url'),
      // Every measured call comes from 127.0.0.1 through netlify dev: no per-address cart limit.
      CART_CREATIONS_PER_HOUR: '1000000000',
      ...NO_TELEMETRY,
    };
    const local = await benchLocalCalls(
      db.databaseUrl,
      env,
      envNumber('BENCH_LOCAL_CALLS', 50),
      log,
    );
    return { coldStarts, localCalls: local.calls, revalidations: local.revalidations };
  });
}

export function apiTargets(api: ApiBench | undefined): TargetResult[] {
  if (!api) return [];
  const shop = api.coldStarts[0];
  const targets: TargetResult[] = [];
  if (shop) {
    targets.push(
      {
        name: 'API bundle import, fresh process, median',
        target: `<= ${MAX_IMPORT_MS} ms`,
        actual: `${shop.importMs.toFixed(0)} ms`,
        status: shop.importMs <= MAX_IMPORT_MS ? 'PASS' : 'FAIL',
      },
      {
        name: 'API first answer to products?rows=1000, fresh process, median',
        target: `<= ${MAX_FIRST_ANSWER_MS} ms`,
        actual: `${shop.firstAnswerMs.toFixed(0)} ms`,
        status: shop.firstAnswerMs <= MAX_FIRST_ANSWER_MS ? 'PASS' : 'FAIL',
      },
    );
  }
  for (const call of api.localCalls) {
    targets.push({
      name: `${call.name} through the local server, p50`,
      target: `<= ${MAX_LOCAL_P50_MS} ms`,
      actual: `${call.stats.medianMs.toFixed(1)} ms`,
      status: call.stats.medianMs <= MAX_LOCAL_P50_MS ? 'PASS' : 'FAIL',
    });
  }
  const answered304 = api.revalidations.filter((r) => r.status === 304).length;
  targets.push({
    name: 'repeated public reads with If-None-Match answered 304',
    target: `all ${api.revalidations.length}`,
    actual: String(answered304),
    status: answered304 === api.revalidations.length ? 'PASS' : 'FAIL',
  });
  return targets;
}
