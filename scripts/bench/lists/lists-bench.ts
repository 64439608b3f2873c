import { gzipSync } from 'node:zlib';
import { eq, ne, sql } from 'drizzle-orm';
import type { AuthUser } from '../../../src/core/customers/auth-user';
import { envNumber } from '../../../src/server/config/env-number';
import { productQuerySchema } from '../../../src/server/catalogue/product-query';
import {
  queryProductList,
  type ProductListAnswer,
} from '../../../src/server/catalogue/product-service';
import { createDb, type Db } from '../../../src/server/db/client';
import { products } from '../../../src/server/db/schema';
import { latencyStats, type LatencyStats } from '../checkout-latency';
import { countCatalogue, generateProducts } from '../generate-products';
import type { TargetResult } from '../target-result';
import { withDatabase } from '../throwaway-database';

/** Issue 27's targets at 20,000 products: any list page p95, in-process, and its size. */
export const MAX_LIST_P95_MS = 50;
export const MAX_LIST_GZIP_BYTES = 30 * 1024;
const COLD_SAMPLES = 5;

/** Admin mode needs an administrator; the service only looks at the user type. */
const ADMIN: AuthUser = {
  customerId: '00000000-0000-0000-0000-000000000000',
  email: 'bench@bench.example',
  sessionId: 'bench',
  userType: 'A',
  level: 1,
};

export interface ListCase {
  name: string;
  query: string;
  /** The list's length (every page together). */
  total: number;
  /** Calls with the scope kept (the same catalogue version). */
  warm: LatencyStats;
  gzipBytes: number;
}

/** First calls for checks not asked before, the scope kept: each box of a group in turn. */
async function newChecksCase(
  db: Db,
  name: string,
  query: string,
  values: string[],
  field: string,
): Promise<ListCase> {
  const times: number[] = [];
  let biggest = 0;
  let total = 0;
  for (const value of values) {
    const { ms, answer } = await timed(db, `${query}&${field}=${encodeURIComponent(value)}`, false);
    times.push(ms);
    biggest = Math.max(biggest, gzipSync(JSON.stringify(answer)).length);
    total = Math.max(total, answer.total);
  }
  return {
    name,
    query: `${query}&${field}=…`,
    total,
    warm: latencyStats(times),
    gzipBytes: biggest,
  };
}

export interface ColdCase {
  name: string;
  /** The first call after a catalogue change: the scope brought up to date (its changed rows read). */
  cold: LatencyStats;
}

export interface ListsBench {
  products: number;
  category: string;
  categoryProducts: number;
  rounds: number;
  cases: ListCase[];
  colds: ColdCase[];
}

const call = (db: Db, query: string, admin: boolean): Promise<ProductListAnswer> =>
  queryProductList(
    db,
    productQuerySchema.parse(Object.fromEntries(new URLSearchParams(query))),
    admin ? ADMIN : undefined,
  );

async function timed(db: Db, query: string, admin: boolean) {
  const started = performance.now();
  const answer = await call(db, query, admin);
  return { ms: performance.now() - started, answer };
}

/** One untimed call (the scope read), then `rounds` timed ones: the same page asked again. */
async function warmCase(
  db: Db,
  name: string,
  query: string,
  rounds: number,
  admin = false,
): Promise<ListCase> {
  const first = await call(db, query, admin);
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) times.push((await timed(db, query, admin)).ms);
  const gzipBytes = gzipSync(JSON.stringify(first)).length;
  return { name, query, total: first.total, warm: latencyStats(times), gzipBytes };
}

/** A stock change (what every order makes) gives the catalogue a new token, then one call. */
async function coldCase(db: Db, name: string, query: string, admin = false): Promise<ColdCase> {
  const times: number[] = [];
  for (let sample = 0; sample < COLD_SAMPLES; sample += 1) {
    await db.execute(
      sql`update products set in_stock = in_stock + 1 where id = (select id from products limit 1)`,
    );
    times.push((await timed(db, query, admin)).ms);
  }
  return { name, cold: latencyStats(times) };
}

const lastPage = (total: number) => Math.max(1, Math.ceil(total / 12));

/** The box of a group with the most products: a filter a shopper would use. */
function busiest(counts: Record<string, number> | undefined): string {
  const [value] = Object.entries(counts ?? {}).sort(([, a], [, b]) => b - a)[0] ?? [''];
  return value;
}

/**
 * BENCH_ONLY=lists: the sample catalogue grown (generate-products.ts, as the search bench) to
 * 20,000 active products, one category of them to 5,000; then products?rows=12&page=N of that
 * category (first and last page, plain and filtered), of the whole catalogue, and the admin
 * list (first page, filtered), straight through queryProductList as the search bench does.
 * BENCH_LISTS_ROUNDS sets the timed calls per case, BENCH_LISTS_PRODUCTS the catalogue's size.
 */
export function benchLists(log: (line: string) => void): Promise<ListsBench> {
  const rounds = envNumber('BENCH_LISTS_ROUNDS', 50);
  // A smaller catalogue on a busy machine (generating 20,000 products takes minutes there).
  const CATALOGUE = envNumber('BENCH_LISTS_PRODUCTS', 20_000);
  const BIG_CATEGORY = Math.round(CATALOGUE / 4);
  return withDatabase('bench_lists', async (server) => {
    const db = createDb(server.databaseUrl, 2);
    try {
      const { rows } = await db.execute<{ id: number; name: string }>(
        sql`select c.id, c.name from categories c join products p on p.category_id = c.id
             group by c.id order by count(*) desc limit 1`,
      );
      const category = rows[0];
      if (!category) throw new Error('the sample has no category');
      log(`lists: growing ${category.name} to ${BIG_CATEGORY} and the catalogue to ${CATALOGUE}…`);
      const categoryProducts = await generateProducts(
        server.databaseUrl,
        BIG_CATEGORY,
        eq(products.categoryId, category.id),
      );
      await generateProducts(
        server.databaseUrl,
        CATALOGUE - categoryProducts,
        ne(products.categoryId, category.id),
      );
      await db.$client.query('vacuum analyze');
      const size = await countCatalogue(server.databaseUrl);
      log(`lists: ${rounds} calls per case on ${size} products…`);

      const scope = `category=${encodeURIComponent(category.name)}&rows=12`;
      const plain = await call(db, `${scope}&page=1`, false);
      const checks = `color=${encodeURIComponent(busiest(plain.facets?.colors))}&price=${encodeURIComponent(busiest(plain.facets?.priceBands))}&sort=2`;
      const filtered = await call(db, `${scope}&page=1&${checks}`, false);
      const all = await call(db, 'rows=12&page=1', false);
      const cases = [
        await warmCase(db, 'category, first page', `${scope}&page=1`, rounds),
        await warmCase(db, 'category, last page', `${scope}&page=${lastPage(plain.total)}`, rounds),
        await warmCase(db, 'category filtered, first page', `${scope}&page=1&${checks}`, rounds),
        await warmCase(
          db,
          'category filtered, last page',
          `${scope}&page=${lastPage(filtered.total)}&${checks}`,
          rounds,
        ),
        await warmCase(db, 'all products, first page', 'rows=12&page=1', rounds),
        await warmCase(
          db,
          'all products, last page',
          `rows=12&page=${lastPage(all.total)}`,
          rounds,
        ),
        await newChecksCase(
          db,
          'category, each colour checked (first call)',
          `${scope}&page=1&sort=3`,
          Object.keys(plain.facets?.colors ?? {}),
          'color',
        ),
        await newChecksCase(
          db,
          'all products, each brand checked (first call)',
          'rows=12&page=1&sort=1',
          Object.keys(all.facets?.brands ?? {}),
          'brands',
        ),
        await warmCase(db, 'admin list, first page', 'admin=true&rows=12&page=1', rounds, true),
        await warmCase(
          db,
          'admin list filtered, first page',
          `admin=true&${scope}&page=1&only=active&${checks}`,
          rounds,
          true,
        ),
      ];
      const colds = [
        await coldCase(db, 'category', `${scope}&page=1`),
        await coldCase(db, 'all products', 'rows=12&page=1'),
        await coldCase(db, 'admin list', 'admin=true&rows=12&page=1', true),
      ];
      return {
        products: size,
        category: category.name,
        categoryProducts,
        rounds,
        cases,
        colds,
      };
    } finally {
      await db.$client.end();
    }
  });
}

export function listsTargets(lists: ListsBench | undefined): TargetResult[] {
  if (!lists) return [];
  const slowest = Math.max(...lists.cases.map((c) => c.warm.p95Ms));
  const biggest = Math.max(...lists.cases.map((c) => c.gzipBytes));
  return [
    {
      name: `list pages, ${lists.products} products, slowest p95 (scope kept)`,
      target: `<= ${MAX_LIST_P95_MS} ms`,
      actual: `${slowest.toFixed(1)} ms`,
      status: slowest <= MAX_LIST_P95_MS ? 'PASS' : 'FAIL',
    },
    {
      name: 'list page answer, largest, gzip',
      target: `<= ${MAX_LIST_GZIP_BYTES / 1024} kB`,
      actual: `${(biggest / 1024).toFixed(1)} kB`,
      status: biggest <= MAX_LIST_GZIP_BYTES ? 'PASS' : 'FAIL',
    },
  ];
}
