import { spawn } from 'node:child_process';
import path from 'node:path';
import { closeSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { killGroup, onInterrupt } from './interrupt';
import { watchPeakRss } from './peak-rss';
import type { Workspace } from './workspace';

export interface BuildTiming {
  seconds: number;
  /** HTML pages in public/ afterwards: shows the build really produced the catalogue. */
  htmlPages: number;
  /** Highest sum of the resident memory of the build's processes (Gatsby and its workers). */
  peakRssMb: number;
  /** Pages Gatsby rendered and deleted (its .cache/newPages.txt, deletedPages.txt). */
  renderedPages: number;
  deletedPages: number;
  log: string;
}

export interface BuildOptions {
  /** false: keep .cache and public/ of the previous build (a republish); default true. */
  cold?: boolean;
}

function countHtml(dir: string): number {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'))
    .length;
}

function countLines(file: string): number {
  return readFileSync(file, 'utf8').split('\n').filter(Boolean).length;
}

/** Gatsby's first error and what follows it (its last lines are usually a stack of frames). */
function errorExcerpt(file: string, lines = 30): string {
  const all = readFileSync(file, 'utf8').split('\n');
  const first = all.findIndex((line) => /\bERROR\b/.test(line));
  return (first >= 0 ? all.slice(first, first + lines) : all.slice(-lines)).join('\n');
}

/**
 * Wall-clock time of `npx gatsby build` in the workspace, by default from a cold .cache and an
 * empty public/ (a fresh deploy); `cold: false` measures a republish over the previous build.
 * Gatsby's output goes to a log file; its first error is shown when the build fails.
 */
export async function timeBuild(
  workspace: Workspace,
  env: NodeJS.ProcessEnv,
  log: string,
  { cold = true }: BuildOptions = {},
): Promise<BuildTiming> {
  if (cold) workspace.clean();
  const out = openSync(log, 'w');
  const started = performance.now();
  let peak: ReturnType<typeof watchPeakRss> | undefined;
  const status = await new Promise<number | null>((resolve, reject) => {
    // --write-to-file: Gatsby lists the pages it rendered and deleted (.cache/newPages.txt).
    const child = spawn('npx', ['gatsby', 'build', '--write-to-file'], {
      cwd: workspace.dir,
      // Plain text in the log: no colour codes to read around.
      env: { ...env, FORCE_COLOR: '0', NO_COLOR: '1' },
      stdio: ['ignore', out, out],
      // Its own process group, so an interrupted run can stop Gatsby's workers with it.
      detached: true,
    });
    const release = onInterrupt(() => killGroup(child.pid, 'SIGKILL'));
    peak = watchPeakRss(child.pid);
    child.on('error', reject);
    child.on('exit', (code) => {
      release();
      resolve(code);
    });
  });
  const peakRssMb = peak?.stop() ?? 0;
  const seconds = (performance.now() - started) / 1000;
  closeSync(out);
  if (status !== 0) {
    throw new Error(`gatsby build exited with ${status}; from ${log}:\n${errorExcerpt(log)}`);
  }
  return {
    seconds,
    htmlPages: countHtml(workspace.publicDir),
    peakRssMb,
    renderedPages: countLines(path.join(workspace.dir, '.cache/newPages.txt')),
    deletedPages: countLines(path.join(workspace.dir, '.cache/deletedPages.txt')),
    log,
  };
}
