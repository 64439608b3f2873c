import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import path from 'node:path';
import { projectRoot } from '../src/server/config/paths';
import type { LocalApi } from './local-api/local-api';
import { writeLocalDevConfig } from './local-api/local-dev-config';

/** The site's processes run without telemetry: no network here, and none wanted. */
export const NO_TELEMETRY = { GATSBY_TELEMETRY_DISABLED: '1', NETLIFY_TELEMETRY_DISABLED: '1' };

export const bin = (name: string) => path.join(projectRoot(), 'node_modules/.bin', name);

/** netlify dev's own default, where npm start's site is. */
const DEFAULT_PORT = '8888';

/** The public port out of `--port <n>` in `siteArgs`, and the other arguments. */
function splitPort(siteArgs: string[]): { port: string; rest: string[] } {
  const at = siteArgs.indexOf('--port');
  if (at === -1) return { port: DEFAULT_PORT, rest: siteArgs };
  return {
    port: siteArgs[at + 1] ?? DEFAULT_PORT,
    rest: siteArgs.filter((_, i) => i !== at && i !== at + 1),
  };
}

/**
 * `netlify dev` offline, serving the site with netlify.toml's headers and redirects, its
 * functions' paths proxied to the long-lived local host `api` (see scripts/local-api). It would
 * run netlify.toml's dev command (gatsby develop) even with --dir, and give it only ~20 s to
 * open its port, so the keep-alive script stands in for it; callers add where the site is
 * (--target-port of a running Gatsby, site "develop", or --dir with the built site).
 *
 * The child is the address guard (scripts/address-guard.ts), which owns the public port and
 * runs netlify dev behind it: netlify dev exits on an address it cannot decode (/shop/50%off),
 * the guard answers those itself. Stopping the child stops both.
 */
export function spawnNetlifyDev(
  siteArgs: string[],
  options: SpawnOptions,
  api: Pick<LocalApi, 'url' | 'functions'>,
  site: 'built' | 'develop' = 'built',
): ChildProcess {
  const projectDir = typeof options.cwd === 'string' ? options.cwd : projectRoot();
  const configDir = writeLocalDevConfig(projectDir, api.url, api.functions, site);
  const { port, rest } = splitPort(siteArgs);
  return spawn(
    bin('tsx'),
    [
      path.join(projectRoot(), 'scripts/address-guard.ts'),
      port,
      bin('netlify'),
      'dev',
      '--offline',
      '--internal-disable-edge-functions',
      '--cwd',
      configDir,
      '--command',
      `node ${path.join(projectRoot(), 'scripts/keep-alive.mjs')}`,
      ...rest,
    ],
    options,
  );
}
