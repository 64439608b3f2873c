import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { percentile } from '../checkout-latency';
import { table } from '../table';
import type { LoadFigures } from './fire';
import type { LoadOptions } from './load-options';
import type { InvariantResult } from './shop-invariants';
import type { Tally } from './shopper-steps';

export interface StepLatency {
  step: string;
  samples: number;
  p50Ms: number;
  p99Ms: number;
}

export interface ScenarioResult {
  name: string;
  figures: LoadFigures;
  /** Expected refusals by step and reason (sold out): answers the shop owes, not errors. */
  refused: Record<string, number>;
  /** Unexpected answers by step, status and code, and connection errors. */
  errors: Record<string, number>;
  errorCount: number;
  steps: StepLatency[];
}

export interface FrameworkRatio {
  path: string;
  bytes: number;
  appPerSecond: number;
  barePerSecond: number;
  /** The app's throughput as a fraction of the bare server's. */
  ratio: number;
}

/** The same scenarios again, the app's pool going through PgBouncer in transaction mode. */
export interface PooledRun {
  /** Server connections PgBouncer opens to PostgreSQL: the direct run's pool. */
  serverConnections: number;
  scenarios: ScenarioResult[];
  mailsInOutbox: number;
  invariants: InvariantResult[];
}

export interface LoadReport {
  startedAt: string;
  seconds: number;
  machine: {
    cpus: number;
    memoryGiB: number;
    node: string;
    loadBefore: number[];
    loadAfter: number[];
  };
  options: LoadOptions;
  scenarios: ScenarioResult[];
  ratio: FrameworkRatio | null;
  mailsInOutbox: number;
  invariants: InvariantResult[];
  pooled: PooledRun | null;
  passed: boolean;
}

const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

/**
 * A scenario's figures with its answers sorted by meaning. Without a tally (plain GETs)
 * every non-2xx answer is an error; connection errors and timeouts always are.
 */
export function scenarioResult(figures: LoadFigures, tally?: Tally): ScenarioResult {
  const errors: Record<string, number> = tally ? { ...tally.errors } : {};
  if (!tally) {
    for (const [code, count] of Object.entries(figures.statusCodes)) {
      if (!code.startsWith('2') && count > 0) errors[`HTTP ${code}`] = count;
    }
  }
  if (figures.socketErrors > 0) errors['connection errors and timeouts'] = figures.socketErrors;
  const steps = Object.entries(tally?.latencies ?? {}).map(([step, durations]) => {
    const sorted = [...durations].sort((a, b) => a - b);
    return {
      step,
      samples: sorted.length,
      p50Ms: percentile(sorted, 50),
      p99Ms: percentile(sorted, 99),
    };
  });
  return {
    name: figures.title,
    figures,
    refused: { ...(tally?.refused ?? {}) },
    errors,
    errorCount: sum(errors),
    steps,
  };
}

const twoXx = (figures: LoadFigures) =>
  sum(
    Object.fromEntries(
      Object.entries(figures.statusCodes).filter(([code]) => code.startsWith('2')),
    ),
  );

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '-');

function checksTable(invariants: InvariantResult[]): string {
  return table(
    ['check', 'result', 'detail'],
    invariants.map((i) => [i.name, i.ok ? 'PASS' : 'FAIL', i.detail]),
  );
}

/** Each scenario direct and through the pooler, side by side. */
function pooledSection(direct: ScenarioResult[], pooled: PooledRun, only: string | undefined) {
  const rows = pooled.scenarios.map((p) => {
    const d = direct.find((s) => s.name === p.name);
    return [
      p.name,
      d ? d.figures.perSecond.toFixed(0) : '-',
      d ? `${ms(d.figures.p50Ms)} / ${ms(d.figures.p99Ms)}` : '-',
      p.figures.perSecond.toFixed(0),
      `${ms(p.figures.p50Ms)} / ${ms(p.figures.p99Ms)}`,
      String(p.errorCount),
    ];
  });
  return [
    '',
    `Through PgBouncer in transaction mode (${pooled.serverConnections} server connections), beside the direct run`,
    table(
      [
        'scenario',
        'direct req/s',
        'direct p50 / p99 ms',
        'pooled req/s',
        'pooled p50 / p99 ms',
        'pooled errors',
      ],
      rows,
    ),
    `Mails in the pooled run's outbox: ${pooled.mailsInOutbox}`,
    ...(only ? [] : ["Afterwards, in the pooled run's database", checksTable(pooled.invariants)]),
  ];
}

export function formatLoadReport(report: LoadReport): string {
  const { scenarios, ratio, invariants, machine, options, pooled } = report;
  const pooledErrors = pooled
    ? sum(Object.fromEntries(pooled.scenarios.map((s) => [s.name, s.errorCount])))
    : 0;
  const pooledFailed = pooled ? pooled.invariants.filter((i) => !i.ok).length : 0;
  const rows = scenarios.map((s) => [
    s.name,
    String(s.figures.requests),
    s.figures.perSecond.toFixed(0),
    ms(s.figures.p50Ms),
    ms(s.figures.p99Ms),
    String(twoXx(s.figures)),
    String(sum(s.refused)),
    String(s.errorCount),
  ]);
  const breakdown = scenarios.flatMap((s) => [
    ...Object.entries(s.refused).map(
      ([what, n]) => `  ${s.name} — expected refusal, ${what}: ${n}`,
    ),
    ...Object.entries(s.errors).map(([what, n]) => `  ${s.name} — ERROR, ${what}: ${n}`),
  ]);
  const stepRows = scenarios.flatMap((s) =>
    s.steps.map((step) => [
      `${s.name}: ${step.step}`,
      String(step.samples),
      ms(step.p50Ms),
      ms(step.p99Ms),
    ]),
  );
  const load = (values: number[]) => values.map((v) => v.toFixed(1)).join(' ');
  return [
    `Load on the API over loopback: ${options.connections} connections, ${options.seconds} s per scenario ` +
      `(checkout ${options.checkoutSeconds} s), ` +
      `database pool ${options.pool}`,
    table(['scenario', 'requests', 'req/s', 'p50 ms', 'p99 ms', '2xx', 'refused', 'errors'], rows),
    ...(breakdown.length ? ['', 'Answers other than 2xx', ...breakdown] : []),
    '',
    'Per call (measured by the bench from send to answer)',
    table(['call', 'samples', 'p50 ms', 'p99 ms'], stepRows),
    '',
    ratio
      ? `Framework overhead: GET ${ratio.path} (${(ratio.bytes / 1000).toFixed(1)} kB) ` +
        `${ratio.appPerSecond.toFixed(0)} req/s vs a bare node:http server sending the same bytes ` +
        `${ratio.barePerSecond.toFixed(0)} req/s: the app does ${(ratio.ratio * 100).toFixed(1)} % of it`
      : 'Framework overhead: not measured',
    `Mails in the outbox: ${report.mailsInOutbox}`,
    '',
    ...(options.only
      ? [`Only the ${options.only} (BENCH_LOAD_ONLY): no cart, no checkout, nothing to check`]
      : ['Afterwards, in the database', checksTable(invariants)]),
    ...(pooled
      ? pooledSection(scenarios, pooled, options.only)
      : ['', 'Through a pooler: not run (BENCH_LOAD_POOLER=0)']),
    '',
    `${report.passed ? 'PASSED' : 'FAILED'}: ${sum(Object.fromEntries(scenarios.map((s) => [s.name, s.errorCount]))) + pooledErrors} errors, ` +
      `${invariants.filter((i) => !i.ok).length + pooledFailed} failed checks — ${report.seconds.toFixed(0)} s on ` +
      `${machine.cpus} CPUs, ${machine.memoryGiB} GiB, Node ${machine.node}; ` +
      `load average ${load(machine.loadBefore)} before, ${load(machine.loadAfter)} after`,
  ].join('\n');
}

export function writeLoadReport(report: LoadReport, resultsDir: string): string {
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, 'load.json');
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}
