import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import path from 'node:path';
import { projectRoot } from '../src/server/db/paths';
import type { LocalApi } from './local-api/local-api';
import { writeLocalDevConfig } from './local-api/local-dev-config';

/** The site's processes run without telemetry: no network here, and none wanted. */
export const NO_TELEMETRY = { GATSBY_TELEMETRY_DISABLED: '1', NETLIFY_TELEMETRY_DISABLED: '1' };

export const bin = (name: string) => path.join(projectRoot(), 'node_modules/.bin', name);

/**
 * `netlify dev` offline, serving the site with netlify.toml's headers and redirects, its
 * functions' paths proxied to the long-lived local host `api` (see scripts/local-api). It would
 * run netlify.toml's dev command (gatsby develop) even with --dir, and give it only ~20 s to
 * open its port, so the keep-alive script stands in for it; callers add where the site is
 * (--target-port of a running Gatsby, site "develop", or --dir with the built site).
 */
export function spawnNetlifyDev(
  siteArgs: string[],
  options: SpawnOptions,
  api: Pick<LocalApi, 'url' | 'functions'>,
  site: 'built' | 'develop' = 'built',
): ChildProcess {
  const projectDir = typeof options.cwd === 'string' ? options.cwd : projectRoot();
  const configDir = writeLocalDevConfig(projectDir, api.url, api.functions, site);
  return spawn(
    bin('netlify'),
    [
      'dev',
      '--offline',
      '--internal-disable-edge-functions',
      '--cwd',
      configDir,
      '--command',
      `node ${path.join(projectRoot(), 'scripts/keep-alive.mjs')}`,
      ...siteArgs,
    ],
    options,
  );
}
