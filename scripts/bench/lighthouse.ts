import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import type { Result } from 'lighthouse';
import { onInterrupt } from './interrupt';
import { CHROMIUM_FLAGS, chromiumPath } from '../chromium';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface LighthouseRun {
  /** 0–100 per category; null when Lighthouse could not score it. */
  scores: Record<Category, number | null>;
  /** Lab metrics of the scored run, in ms (CLS unitless). */
  metrics: Record<string, number | null>;
  /** Weighted audits scoring under 0.9, per category: what to fix first. */
  failedAudits: Partial<Record<Category, string[]>>;
  runtimeError: string | null;
  warnings: string[];
  runs: number;
  lighthouseVersion: string;
}

const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
};

/**
 * Lighthouse starts its own Chromium: headless, with the shared flags, and --lang fixing the
 * browser language, because the site redirects by it (gatsby-browser.tsx).
 */
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS, '--lang=en-US'];

export { chromiumPath };

function summarise(lhr: Result, runs: number): LighthouseRun {
  const scores = {} as Record<Category, number | null>;
  const failedAudits: Partial<Record<Category, string[]>> = {};
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    scores[id] = category?.score == null ? null : Math.round(category.score * 100);
    const failed = (category?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .filter((ref) => {
        const score = lhr.audits[ref.id]?.score;
        return typeof score === 'number' && score < 0.9;
      })
      .map((ref) => ref.id);
    if (failed.length) failedAudits[id] = failed;
  }
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([key, id]) => [key, lhr.audits[id]?.numericValue ?? null]),
  );
  return {
    scores,
    metrics,
    failedAudits,
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    warnings: lhr.runWarnings.map(String),
    runs,
    lighthouseVersion: lhr.lighthouseVersion,
  };
}

/** The run with the median performance score: Lighthouse's own advice against noisy single runs. */
function median(results: Result[]): Result {
  const sorted = [...results].sort(
    (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
  );
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error('no Lighthouse result');
  return middle;
}

/**
 * Lighthouse's default (mobile) config, simulated throttling, on each URL, `runs` times,
 * in one Chromium with a fresh profile (Lighthouse itself clears cache and storage per run).
 * Each median run's HTML report is written to reportDir.
 */
export async function auditPages(
  urls: { url: string; name: string }[],
  runs: number,
  reportDir: string,
): Promise<LighthouseRun[]> {
  // Loaded with import(), not a static import: this file runs as CommonJS under tsx, whose
  // require hook recompiles ESM packages with esbuild's keepNames, adding __name() calls to the
  // functions Lighthouse serialises into the page, where they fail ("__name is not defined").
  const { default: lighthouse, generateReport } = await import('lighthouse');
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'bench-chromium-'));
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: CHROME_FLAGS,
    userDataDir,
    logLevel: 'error',
  });
  const close = () => {
    chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true, maxRetries: 5 });
  };
  const release = onInterrupt(close);
  try {
    const summaries: LighthouseRun[] = [];
    for (const { url, name } of urls) {
      const results: Result[] = [];
      for (let i = 0; i < runs; i += 1) {
        const result = await lighthouse(url, {
          port: chrome.port,
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        results.push(result.lhr);
      }
      const chosen = median(results);
      writeFileSync(path.join(reportDir, `${name}.html`), generateReport(chosen, 'html'));
      summaries.push(summarise(chosen, runs));
    }
    return summaries;
  } finally {
    release();
    close();
  }
}
