import { spawn } from 'node:child_process';
import { closeSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { killGroup, onInterrupt } from './interrupt';
import type { Workspace } from './workspace';

export interface BuildTiming {
  seconds: number;
  /** HTML pages in public/ afterwards: shows the build really produced the catalogue. */
  htmlPages: number;
  log: string;
}

function countHtml(dir: string): number {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'))
    .length;
}

/** Gatsby's first error and what follows it (its last lines are usually a stack of frames). */
function errorExcerpt(file: string, lines = 30): string {
  const all = readFileSync(file, 'utf8').split('\n');
  const first = all.findIndex((line) => /\bERROR\b/.test(line));
  return (first >= 0 ? all.slice(first, first + lines) : all.slice(-lines)).join('\n');
}

/**
 * Wall-clock time of `npx gatsby build` in the workspace, from a cold .cache and an empty
 * public/ (a warm cache would measure Gatsby's incremental path, not a fresh deploy). Gatsby's
 * output goes to a log file; its first error is shown when the build fails.
 */
export async function timeBuild(
  workspace: Workspace,
  env: NodeJS.ProcessEnv,
  log: string,
): Promise<BuildTiming> {
  workspace.clean();
  const out = openSync(log, 'w');
  const started = performance.now();
  const status = await new Promise<number | null>((resolve, reject) => {
    const child = spawn('npx', ['gatsby', 'build'], {
      cwd: workspace.dir,
      // Plain text in the log: no colour codes to read around.
      env: { ...env, FORCE_COLOR: '0', NO_COLOR: '1' },
      stdio: ['ignore', out, out],
      // Its own process group, so an interrupted run can stop Gatsby's workers with it.
      detached: true,
    });
    const release = onInterrupt(() => killGroup(child.pid, 'SIGKILL'));
    child.on('error', reject);
    child.on('exit', (code) => {
      release();
      resolve(code);
    });
  });
  const seconds = (performance.now() - started) / 1000;
  closeSync(out);
  if (status !== 0) {
    throw new Error(`gatsby build exited with ${status}; from ${log}:\n${errorExcerpt(log)}`);
  }
  return { seconds, htmlPages: countHtml(workspace.publicDir), log };
}
