import type { ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../free-port';
import { startLocalApi } from '../local-api/local-api';
import { spawnNetlifyDev } from '../netlify-dev';
import { killGroup, onInterrupt } from './interrupt';

export interface ServedSite {
  baseUrl: string;
  stop: () => Promise<void>;
}

async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`netlify dev exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Detached: the group reaches netlify dev's own children (function runtime, keep-alive).
  killGroup(child.pid);
  return Promise.race([exited, new Promise<void>((resolve) => setTimeout(resolve, 10_000))]);
}

/**
 * The built site and the /api function much as the browser tests serve them (tests/e2e/support/
 * global-setup.ts): `netlify dev` offline over `publicDir` with `projectDir`'s netlify.toml, its
 * functions (from `projectDir`'s sources) in one long-lived process. Ready when /api/health
 * answers, i.e. the function reaches the database.
 */
export async function serveSite(
  projectDir: string,
  publicDir: string,
  env: NodeJS.ProcessEnv,
  log: string,
): Promise<ServedSite> {
  const port = await freePort();
  const out = openSync(log, 'w');
  const api = await startLocalApi({
    from: { source: path.join(projectDir, 'functions') },
    env,
    detached: true,
    output: out,
  });
  const child = spawnNetlifyDev(
    ['--dir', path.resolve(publicDir), '--port', String(port)],
    { cwd: projectDir, env, stdio: ['ignore', out, out], detached: true },
    api,
  );
  closeSync(out);
  const release = onInterrupt(() => {
    killGroup(child.pid);
    killGroup(api.child.pid);
  });
  const stop = async () => {
    release();
    await Promise.all([stopGroup(child), stopGroup(api.child)]);
  };
  const baseUrl = `http://localhost:${port}`;
  try {
    await waitFor(`${baseUrl}/api/health`, child, 120_000);
  } catch (err) {
    await stop();
    throw new Error(`${(err as Error).message} (netlify dev log: ${log})`);
  }
  return { baseUrl, stop };
}
