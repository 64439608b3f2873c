import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ApiBench } from './api/api-bench';
import type { BuildTiming } from './build-time';
import type { CheckoutLatency } from './checkout-latency';
import type { FirstLoadJs } from './first-load-js';
import { CATEGORIES, type LighthouseRun } from './lighthouse';
import type { OrdersBench } from './orders';
import type { PageKind } from './pages';
import type { SearchBench } from './search/search-bench';
import type { ListsBench } from './lists/lists-bench';
import type { TargetResult } from './target-result';
import type { AdminBench } from './admin/admin-bench';
import { adminLines } from './admin/admin-report';
import { table } from './table';

/** The storefront issue's targets: performance 95 or more; the other categories a full 100. */
export const MIN_SCORES: Record<string, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};
/** First-load JavaScript of a product page, gzipped; kB = 1,000 bytes. */
export const MAX_PRODUCT_JS_GZIP = 150_000;

export interface PageResult {
  path: string;
  kind: PageKind;
  built: boolean;
  js: FirstLoadJs | null;
  lighthouse: LighthouseRun | null;
}

export interface BuildResult extends Partial<BuildTiming> {
  catalogue: string;
  /** Active, in-stock products in the database the build read. */
  products: number;
  skipped?: string;
}

export interface BenchReport {
  startedAt: string;
  seconds: number;
  machine: { cpus: number; node: string; chromium: string };
  pages: PageResult[];
  builds: BuildResult[];
  checkout?: CheckoutLatency;
  orders?: OrdersBench;
  api?: ApiBench;
  search?: SearchBench;
  lists?: ListsBench;
  admin?: AdminBench | undefined;
  targets: TargetResult[];
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** Every target with its verdict; a page the build lacks is MISSING, not a failure. */
export function evaluateTargets(pages: PageResult[]): TargetResult[] {
  const targets: TargetResult[] = [];
  for (const page of pages) {
    if (!page.built) {
      // One row, not one per target: the page is simply not there yet.
      const name = `${page.path} (all targets)`;
      targets.push({ name, target: '-', actual: 'page not built', status: 'MISSING' });
      continue;
    }
    for (const category of CATEGORIES) {
      const score = page.lighthouse?.scores[category] ?? null;
      targets.push({
        name: `${page.path} Lighthouse ${category}`,
        target: `>= ${MIN_SCORES[category] ?? 100}`,
        actual: String(score ?? 'error'),
        status: score !== null && score >= (MIN_SCORES[category] ?? 100) ? 'PASS' : 'FAIL',
      });
    }
    if (page.kind === 'product' && page.js) {
      targets.push({
        name: `${page.path} first-load JS (gzip)`,
        target: `<= ${kb(MAX_PRODUCT_JS_GZIP)}`,
        actual: kb(page.js.gzip),
        status: page.js.gzip <= MAX_PRODUCT_JS_GZIP ? 'PASS' : 'FAIL',
      });
    }
  }
  return targets;
}

/** Each timed back-office call against its target: its p95 must be within it. */
export function orderTargets(orders: OrdersBench | undefined): TargetResult[] {
  return (orders?.calls ?? []).map((call) => ({
    name: `${call.name} p95`,
    target: `<= ${call.targetMs} ms`,
    actual: call.stats ? `${call.stats.p95Ms.toFixed(1)} ms` : (call.note ?? 'not timed'),
    status: call.stats ? (call.stats.p95Ms <= call.targetMs ? 'PASS' : 'FAIL') : 'MISSING',
  }));
}

const ms = (value: number | null | undefined) => (value == null ? '-' : `${Math.round(value)}`);

/** Search latency per catalogue size: the first page (rows=12) and the whole list (rows=1000). */
function searchLines(search: SearchBench | undefined): string[] {
  if (!search) return [];
  const rows = search.runs.flatMap((r) =>
    (
      [
        ['12', r.page],
        ['1000', r.all],
      ] as const
    ).map(([rows, s]) => [
      r.catalogue,
      String(r.products),
      rows,
      String(s.samples),
      s.medianMs.toFixed(1),
      s.p95Ms.toFixed(1),
    ]),
  );
  return [
    `Search (products?search=, in-process, embedded PostgreSQL; ${search.queries} queries × ${search.rounds} rounds)`,
    table(['catalogue', 'products', 'rows', 'samples', 'median ms', 'p95 ms'], rows),
    '',
  ];
}

/** List pages (products?page=N) with the scope kept, and the first call after a change. */
function listsLines(lists: ListsBench | undefined): string[] {
  if (!lists) return [];
  return [
    `List pages (products?rows=12&page=N, in-process, embedded PostgreSQL; ${lists.products} ` +
      `products, ${lists.category} ${lists.categoryProducts}; ${lists.rounds} calls each)`,
    table(
      ['list', 'total', 'samples', 'median ms', 'p95 ms', 'gzip'],
      lists.cases.map((c) => [
        c.name,
        String(c.total),
        String(c.warm.samples),
        c.warm.medianMs.toFixed(1),
        c.warm.p95Ms.toFixed(1),
        kb(c.gzipBytes),
      ]),
    ),
    '',
    'First call after a catalogue change (one stock moved: the scope brought up to date)',
    table(
      ['list', 'samples', 'median ms', 'p95 ms'],
      lists.colds.map((c) => [
        c.name,
        String(c.cold.samples),
        c.cold.medianMs.toFixed(1),
        c.cold.p95Ms.toFixed(1),
      ]),
    ),
    '',
  ];
}

export function formatReport(report: BenchReport): string {
  const { pages, builds, targets } = report;
  const lighthouseRows = pages.map((p) => {
    const lh = p.lighthouse;
    if (!lh) return [p.path, 'missing', '', '', '', '', '', ''];
    const s = CATEGORIES.map((c) => String(lh.scores[c] ?? 'err'));
    return [p.path, ...s, ms(lh.metrics.fcp), ms(lh.metrics.lcp), ms(lh.metrics.tbt)];
  });
  const jsRows = pages.map((p) =>
    p.js
      ? [
          p.path,
          String(p.js.scripts.length),
          kb(p.js.raw),
          kb(p.js.gzip),
          kb(p.js.inlineRaw),
          kb(p.js.htmlGzip),
        ]
      : [p.path, 'missing', '', '', '', ''],
  );
  const buildRows = builds.map((b) =>
    b.skipped
      ? [b.catalogue, String(b.products || '-'), '-', `skipped (${b.skipped})`]
      : [b.catalogue, String(b.products), String(b.htmlPages ?? '-'), `${b.seconds?.toFixed(1)} s`],
  );
  const lh = pages.find((p) => p.lighthouse)?.lighthouse;
  const count = (status: TargetResult['status']) => targets.filter((t) => t.status === status);
  const checkout = report.checkout;
  const latencyRows = checkout
    ? (
        [
          ['add to cart (add_cart)', checkout.addToCart],
          ['stripe_create', checkout.stripeCreate],
          ['order_confirm', checkout.orderConfirm],
        ] as const
      ).map(([name, s]) => [name, String(s.samples), s.medianMs.toFixed(1), s.p95Ms.toFixed(1)])
    : [];
  const orders = report.orders;
  const orderRows = (orders?.calls ?? []).map((call) => [
    call.name,
    call.stats ? String(call.stats.samples) : '-',
    call.stats ? call.stats.medianMs.toFixed(1) : 'not timed',
    call.stats ? call.stats.p95Ms.toFixed(1) : '-',
    String(call.targetMs),
  ]);
  const site =
    pages.length === 0
      ? []
      : [
          `Lighthouse ${lh?.lighthouseVersion ?? ''}, mobile, simulated throttling, median of ${lh?.runs ?? '-'} runs`,
          table(
            ['page', 'perf', 'a11y', 'best-pr', 'seo', 'FCP ms', 'LCP ms', 'TBT ms'],
            lighthouseRows,
          ),
          // Said every time: how the pages were served is part of what the numbers mean.
          'Served by netlify dev behind the address guard, which caches and compresses as the CDN does.',
          'Full reports: bench/results/lighthouse/*.html',
          '',
          'First-load JavaScript (script files of a first visit, each gzip -9)',
          table(['page', 'files', 'raw', 'gzip', 'inline', 'HTML gzip'], jsRows),
          '',
          'Build time (npx gatsby build, cold .cache, empty public/)',
          table(['catalogue', 'products', 'html pages', 'time'], buildRows),
          '',
        ];
  return [
    ...site,
    ...(checkout
      ? [
          'Checkout API latency (in-process, embedded PostgreSQL, payment simulator via the Stripe SDK)',
          table(['call', 'samples', 'median ms', 'p95 ms'], latencyRows),
          '',
        ]
      : []),
    ...(orders
      ? [
          `Back office on ${orders.orders} orders / ${orders.items} lines (in-process, embedded PostgreSQL, seeded in ${orders.seconds.toFixed(0)} s)`,
          table(['call', 'samples', 'median ms', 'p95 ms', 'target ms'], orderRows),
          ...orders.calls.filter((c) => c.note).map((c) => `${c.name}: ${c.note}`),
          '',
        ]
      : []),
    ...(report.api
      ? [
          'API cold start: the bundled function imported in a fresh Node process, then products?rows=1000 (median)',
          table(
            ['function', 'entry', 'import ms', 'first answer ms', 'answer'],
            report.api.coldStarts.map((c) => [
              c.name,
              kb(c.entryBytes),
              c.importMs.toFixed(0),
              c.firstAnswerMs.toFixed(0),
              kb(c.answerBytes),
            ]),
          ),
          '',
          'Warm API calls through the local server (netlify dev proxying to the local API process)',
          table(
            ['call', 'samples', 'median ms', 'p95 ms'],
            report.api.localCalls.map((c) => [
              c.name,
              String(c.stats.samples),
              c.stats.medianMs.toFixed(1),
              c.stats.p95Ms.toFixed(1),
            ]),
          ),
          '',
          'Public reads asked again with their ETag (If-None-Match), through the local server',
          table(
            ['path', 'second answer'],
            report.api.revalidations.map((r) => [r.path, String(r.status)]),
          ),
          '',
        ]
      : []),
    ...searchLines(report.search),
    ...listsLines(report.lists),
    ...adminLines(report.admin),
    'Targets',
    table(
      ['target', 'wanted', 'actual', 'result'],
      targets.map((t) => [t.name, t.target, t.actual, t.status]),
    ),
    '',
    `${count('PASS').length} passed, ${count('FAIL').length} failed, ${count('MISSING').length} missing` +
      ` — benchmark took ${report.seconds.toFixed(0)} s on ${report.machine.cpus} CPUs`,
  ].join('\n');
}

export function writeReport(report: BenchReport, resultsDir: string): string {
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, 'latest.json');
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}
