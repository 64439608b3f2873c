import { eq } from 'drizzle-orm';
import { addUtcDays, toIsoDate, utcDay } from '../../src/core/dates/utc-date';
import { envNumber } from '../../src/server/config/env-number';
import { createDb, type Db } from '../../src/server/db/client';
import { customers } from '../../src/server/db/schema';
import { createApp, type App } from '../../src/server/api/app';
import { issueToken } from '../../src/server/http/auth';
import type { SeededServer } from '../../tests/support/seeded-server';
import { latencyStats, type LatencyStats } from './checkout-latency';
import { seedBenchOrders, type SeededOrders } from './seed-orders';

/** Wanted at most, for the p95 of each call (docs/decisions.md, "Sales dashboard"). */
export const DASHBOARD_TARGET_MS = 200;
export const ORDER_LIST_TARGET_MS = 100;

export interface OrderCallResult {
  name: string;
  path: string;
  targetMs: number;
  /** null when the call could not be timed (see `note`). */
  stats: LatencyStats | null;
  note?: string;
}

export interface OrdersBench extends SeededOrders {
  calls: OrderCallResult[];
}

/** A session of the seeded administrator: the headers the admin screens send. */
async function adminHeaders(db: Db): Promise<Record<string, string>> {
  const [admin] = await db
    .select({ id: customers.id, email: customers.userName })
    .from(customers)
    .where(eq(customers.userType, 'A'))
    .limit(1);
  if (!admin) throw new Error('the seeded database has no administrator');
  const { token } = await issueToken(db, { id: admin.id, userType: 'A' });
  return { authorization: `Bearer ${token}`, customer: admin.email };
}

/** The month before this one, and the last 365 days: what an administrator looks at. */
function dashboardPaths(now = new Date()) {
  const firstOfThisMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const lastMonthEnd = addUtcDays(firstOfThisMonth, -1);
  const lastMonthStart = new Date(
    Date.UTC(lastMonthEnd.getUTCFullYear(), lastMonthEnd.getUTCMonth(), 1),
  );
  const today = utcDay(now);
  return {
    month: `/api/admin_sales?start=${toIsoDate(lastMonthStart)}&end=${toIsoDate(lastMonthEnd)}`,
    year: `/api/admin_sales?start=${toIsoDate(addUtcDays(today, -364))}&end=${toIsoDate(today)}`,
  };
}

async function timeCall(
  app: App,
  path: string,
  headers: Record<string, string>,
  samples: number,
): Promise<{ stats: LatencyStats | null; note?: string }> {
  const warmup = 5;
  const times: number[] = [];
  for (let i = 0; i < samples + warmup; i += 1) {
    const started = performance.now();
    const res = await app.request(path, { headers });
    const body = await res.text();
    const ms = performance.now() - started;
    if (!res.ok) {
      // The order list is built separately; until its route is registered it answers 404.
      const note = `answered ${res.status}: ${body.slice(0, 120)}`;
      return { stats: null, note };
    }
    if (i >= warmup) times.push(ms);
  }
  return { stats: latencyStats(times) };
}

/**
 * The back office on a big shop: 100,000 placed orders (300,000 lines) over two years in the
 * throwaway database, then the sales dashboard (a month, a year) and the order list (a
 * filtered page, a search) timed through the real app, in process, as an administrator.
 */
export async function benchOrders(
  server: SeededServer,
  log: (line: string) => void,
): Promise<OrdersBench> {
  const samples = envNumber('BENCH_ORDERS_SAMPLES', 50);
  const db = createDb(server.databaseUrl, 5);
  try {
    const seeded = await seedBenchOrders(db);
    log(`seeded ${seeded.orders} orders, ${seeded.items} lines in ${seeded.seconds.toFixed(1)} s`);
    const app = createApp({ getDb: async () => db });
    const headers = await adminHeaders(db);
    const dashboards = dashboardPaths();
    const cases = [
      { name: 'admin_sales, one month', path: dashboards.month, targetMs: DASHBOARD_TARGET_MS },
      { name: 'admin_sales, one year', path: dashboards.year, targetMs: DASHBOARD_TARGET_MS },
      {
        name: 'admin_orders, filter P,S page 3',
        path: '/api/admin_orders?filter=P,S&sort=2&page=3&rows=25',
        targetMs: ORDER_LIST_TARGET_MS,
      },
      {
        name: 'admin_orders, search',
        path: '/api/admin_orders?search=customer-4242&rows=25',
        targetMs: ORDER_LIST_TARGET_MS,
      },
    ];
    const calls: OrderCallResult[] = [];
    for (const call of cases) {
      log(`timing ${call.name} (${samples} requests)…`);
      calls.push({ ...call, ...(await timeCall(app, call.path, headers, samples)) });
    }
    return { ...seeded, calls };
  } finally {
    await db.$client.end();
  }
}
