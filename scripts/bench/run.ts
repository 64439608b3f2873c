import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { envNumber } from '../../src/server/config/env-number';
import { apiTargets, benchApi } from './api/api-bench';
import { timeBuild } from './build-time';
import { benchOrders, type OrdersBench } from './orders';
import { benchCheckoutLatency, type CheckoutLatency } from './checkout-latency';
import { firstLoadJs } from './first-load-js';
import { handleInterrupts } from './interrupt';
import { countCatalogue, generateProducts } from './generate-products';
import { auditPages, chromiumPath } from './lighthouse';
import { benchPages } from './pages';
import {
  evaluateTargets,
  formatReport,
  orderTargets,
  writeReport,
  type BuildResult,
  type PageResult,
} from './report';
import { serveSite } from './serve';
import { benchSearch, searchTargets } from './search/search-bench';
import { benchLists, listsTargets } from './lists/lists-bench';
import { adminTargets, benchAdmin } from './admin/admin-bench';
import { scoped, withDatabase } from './throwaway-database';
import { siteEnv } from './site-env';
import { createWorkspace, type Workspace } from './workspace';

/**
 * npm run bench — Lighthouse (mobile) scores, first-load JavaScript and build times of the
 * built site, as a table and bench/results/latest.json. Exits 0 when targets are missed (it is
 * a report); non-zero only when the benchmark itself could not run.
 *
 * BENCH_SKIP_BUILD_2000=1  skip the build of the 2,000-product catalogue
 * BENCH_PAGES=/,/about     measure these URL paths instead of home, /category/Bags, a product
 * BENCH_LIGHTHOUSE_RUNS=3  Lighthouse runs per page; the median one is reported
 * BENCH_CHECKOUT_SAMPLES=200  purchases timed for the checkout latencies
 * BENCH_ONLY=site          only the built site (build times, first-load JavaScript, Lighthouse)
 * BENCH_ONLY=checkout      only the checkout latencies (no build, no browser)
 * BENCH_ONLY=orders        only the back office on 100,000 orders (dashboard, order list)
 * BENCH_ORDERS_SAMPLES=50  requests timed per back-office call
 * BENCH_ONLY=api           only the API's cold start and warm local calls
 * BENCH_COLD_STARTS=5      fresh processes per cold-start figure (the median is reported)
 * BENCH_LOCAL_CALLS=50     warm calls timed per local call
 * BENCH_ONLY=search        only the search latency (sample, 2,000 and 20,000 products)
 * BENCH_SEARCH_ROUNDS=10   timed rounds of the search queries per catalogue
 * BENCH_ONLY=lists         only the list pages (products?page=N) on 20,000 products
 * BENCH_LISTS_ROUNDS=50    timed calls per list page
 * BENCH_ONLY=admin         only the admin screens: opens, saves and Publish (npm run bench:admin)
 * BENCH_ADMIN_OPENS=10     opens per admin screen after the first
 * BENCH_ADMIN_PUBLISH=0    skip the Publish (a whole gatsby build)
 * BENCH_REUSE_BUILD=1      admin: serve the project's public/ (the browser tests' build) as built
 */
const ROOT = process.cwd();
const RESULTS = path.join(ROOT, 'bench/results');
const GENERATED_PRODUCTS = 2000;

const reportName = (urlPath: string) =>
  urlPath === '/' ? 'home' : urlPath.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '');

/** The sample catalogue: its build time, then first-load JS and Lighthouse on what it built. */
async function benchSample(workspace: Workspace): Promise<[BuildResult, PageResult[]]> {
  return withDatabase('bench_sample', async (db) => {
    const env = siteEnv(db, workspace);
    const products = await countCatalogue(db.databaseUrl);
    log(`building the sample catalogue (${products} products)…`);
    const build = await timeBuild(workspace, env, path.join(RESULTS, 'build-sample.log'));
    const pages = benchPages(workspace.publicDir);

    log('serving it with netlify dev…');
    const netlifyLog = path.join(RESULTS, 'netlify-dev.log');
    const site = await serveSite(workspace.dir, workspace.publicDir, env, netlifyLog);
    const built = pages.filter((p) => p.htmlFile);
    const runs = envNumber('BENCH_LIGHTHOUSE_RUNS', 3);
    log(`Lighthouse: ${built.length} pages × ${runs} runs…`);
    const reportDir = path.join(RESULTS, 'lighthouse');
    rmSync(reportDir, { recursive: true, force: true });
    mkdirSync(reportDir, { recursive: true });
    // Cached and compressed as Netlify's CDN serves it: the address guard in front of netlify
    // dev does both (src/tools/address-guard).
    const urls = built.map((p) => ({ url: `${site.baseUrl}${p.path}`, name: reportName(p.path) }));
    const audits = await auditPages(urls, runs, reportDir).finally(() => site.stop());

    const results = pages.map((page): PageResult => {
      const i = built.indexOf(page);
      return {
        path: page.path,
        kind: page.kind,
        built: page.htmlFile !== null,
        js: page.htmlFile ? firstLoadJs(workspace.publicDir, page.path, page.htmlFile) : null,
        lighthouse: audits[i] ?? null,
      };
    });
    return [{ catalogue: 'sample', products, ...build }, results];
  });
}

/** A generated catalogue of 2,000 active, in-stock products: its build time only. */
async function benchGenerated(workspace: Workspace): Promise<BuildResult> {
  const catalogue = `generated ${GENERATED_PRODUCTS}`;
  if (!['', '0', 'false'].includes(process.env.BENCH_SKIP_BUILD_2000 ?? '')) {
    return { catalogue, products: GENERATED_PRODUCTS, skipped: 'BENCH_SKIP_BUILD_2000' };
  }
  return withDatabase('bench_generated', async (db) => {
    const products = await generateProducts(db.databaseUrl, GENERATED_PRODUCTS);
    log(`building the generated catalogue (${products} products)…`);
    const build = await timeBuild(
      workspace,
      siteEnv(db, workspace),
      path.join(RESULTS, 'build-generated.log'),
    );
    return { catalogue, products, ...build };
  });
}

function chromiumVersion(): string {
  try {
    // stderr dropped: Debian's wrapper script prints a harmless shell error on some machines.
    return execFileSync(chromiumPath(), ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    throw new Error(
      `no Chromium at ${chromiumPath()}: apt-get install -y chromium, or set CHROMIUM_PATH`,
    );
  }
}

function log(line: string): void {
  console.error(`[bench] ${line}`);
}

/** The site's numbers: builds, first-load JavaScript and Lighthouse. */
async function benchSite(): Promise<[BuildResult[], PageResult[]]> {
  const workspace = createWorkspace(ROOT);
  log(`building in ${workspace.dir} (a copy; public/ here is left alone)`);
  const [[sampleBuild, pages], generatedBuild] = await scoped(
    async () => [await benchSample(workspace), await benchGenerated(workspace)] as const,
    workspace.remove,
    workspace.remove,
  );
  return [[sampleBuild, generatedBuild], pages];
}

async function benchCheckout(): Promise<CheckoutLatency> {
  log('timing add-to-cart, stripe_create and order_confirm against the embedded database…');
  return withDatabase('bench_checkout', benchCheckoutLatency);
}

async function benchBackOffice(): Promise<OrdersBench> {
  log('seeding 100,000 orders and timing the sales dashboard and the order list…');
  return withDatabase('bench_orders', (db) => benchOrders(db, log));
}

async function main(): Promise<void> {
  const started = Date.now();
  const only = process.env.BENCH_ONLY ?? '';
  const site = !only || only === 'site';
  const chromium = site || only === 'admin' ? chromiumVersion() : 'not used';
  mkdirSync(RESULTS, { recursive: true });
  const [builds, pages] = site ? await benchSite() : [[], []];
  const checkout = !only || only === 'checkout' ? await benchCheckout() : undefined;
  const orders = !only || only === 'orders' ? await benchBackOffice() : undefined;
  const api = !only || only === 'api' ? await benchApi(log) : undefined;
  const search = !only || only === 'search' ? await benchSearch(log) : undefined;
  const lists = !only || only === 'lists' ? await benchLists(log) : undefined;
  const admin =
    !only || only === 'admin'
      ? await benchAdmin((databaseUrl, dataDir, ws) => siteEnv({ databaseUrl, dataDir }, ws), log)
      : undefined;

  const report = {
    startedAt: new Date(started).toISOString(),
    seconds: (Date.now() - started) / 1000,
    machine: { cpus: cpus().length, node: process.version, chromium },
    pages,
    builds,
    checkout,
    orders,
    api,
    search,
    lists,
    admin,
    targets: [
      ...evaluateTargets(pages),
      ...orderTargets(orders),
      ...apiTargets(api),
      ...searchTargets(search),
      ...listsTargets(lists),
      ...adminTargets(admin),
    ],
  };
  console.log(formatReport(report));
  log(`written to ${path.relative(ROOT, writeReport(report, RESULTS))}`);
}

handleInterrupts();
main()
  .then(() => process.exit(0))
  .catch((err: unknown) => {
    console.error('benchmark failed:', err);
    process.exit(1);
  });
