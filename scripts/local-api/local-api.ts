import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { projectRoot } from '../../src/server/config/paths';
import type { Writable } from 'node:stream';
import type { ProxiedFunction } from './local-dev-config';
import { teeOutput } from '../tee-output';

export interface LocalApi {
  url: string;
  functions: ProxiedFunction[];
  child: ChildProcess;
}

export interface LocalApiOptions {
  /** The production bundles (a folder with manifest.json), or the functions' sources. */
  from: { bundles: string } | { source: string; watch?: boolean };
  env: NodeJS.ProcessEnv;
  /** A fixed port where the proxy must survive restarts (watch mode); 0 picks a free one. */
  port?: number;
  detached?: boolean;
  /** Where the host's own output goes (its stderr, and stdout after the ready line). */
  output?: 'inherit' | number;
  /** With output 'inherit': a copy of that output too (the browser tests' server log). */
  copyTo?: Writable;
}

/** The local servers in front of the host (netlify dev, the address guard) listen on loopback. */
const LOOPBACK = ['127.0.0.0/8', '::1'];

/**
 * Loopback added to the configured proxies: netlify dev and the address guard pass each call on
 * with X-Forwarded-For, and a local per-address limit must see the browser's address behind
 * them. Nothing else is trusted that TRUSTED_PROXIES does not name.
 */
export function withLocalProxies(configured: string | undefined): string {
  return [configured?.trim(), ...LOOPBACK].filter(Boolean).join(',');
}

/**
 * Starts the functions host (host.ts) as a child process and resolves once it listens, with
 * its address and the paths its functions claim. With { source, watch: true }, tsx restarts it
 * on a source change (same port), as netlify dev reloaded functions before.
 */
export function startLocalApi({
  from,
  env,
  port = 0,
  detached = false,
  output = 'inherit',
  copyTo,
}: LocalApiOptions): Promise<LocalApi> {
  const tsx = path.join(projectRoot(), 'node_modules/.bin/tsx');
  const host = path.join(projectRoot(), 'scripts/local-api/host.ts');
  const args =
    'bundles' in from
      ? [host, '--bundles', path.resolve(from.bundles), '--port', String(port)]
      : [
          ...(from.watch ? ['watch', '--clear-screen=false'] : []),
          host,
          '--source',
          path.resolve(from.source),
          '--port',
          String(port),
        ];
  args.push('--parent', String(process.pid));
  const child = spawn(tsx, args, {
    env: { ...env, TRUSTED_PROXIES: withLocalProxies(env.TRUSTED_PROXIES) },
    detached,
    stdio: ['ignore', 'pipe', copyTo && output === 'inherit' ? 'pipe' : output],
  });
  if (copyTo) teeOutput(child.stderr, process.stderr, copyTo);
  return new Promise((resolve, reject) => {
    let ready = false;
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      if (!ready && line.startsWith('{"url"')) {
        ready = true;
        const { url, functions } = JSON.parse(line) as Omit<LocalApi, 'child'>;
        resolve({ url, functions, child });
      } else if (output === 'inherit') {
        process.stdout.write(`${line}\n`);
        copyTo?.write(`${line}\n`);
      }
    });
    child.once('exit', (code) => {
      if (!ready)
        reject(new Error(`the local functions host exited with ${code} before listening`));
    });
    child.once('error', reject);
  });
}
