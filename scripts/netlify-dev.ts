import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import path from 'node:path';
import { projectRoot } from '../src/server/db/paths';

/** The site's processes run without telemetry: no network here, and none wanted. */
export const NO_TELEMETRY = { GATSBY_TELEMETRY_DISABLED: '1', NETLIFY_TELEMETRY_DISABLED: '1' };

export const bin = (name: string) => path.join(projectRoot(), 'node_modules/.bin', name);

/**
 * `netlify dev` offline, serving the functions in front of a site it must not start itself.
 * It would run netlify.toml's dev command (gatsby develop) even with --dir, and give it only
 * ~20 s to open its port, so the keep-alive script stands in for it; callers add where the site
 * is (--target-port of a running Gatsby, or --dir public).
 */
export function spawnNetlifyDev(siteArgs: string[], options: SpawnOptions): ChildProcess {
  return spawn(
    bin('netlify'),
    [
      'dev',
      '--offline',
      '--internal-disable-edge-functions',
      '--command',
      'node scripts/keep-alive.mjs',
      ...siteArgs,
    ],
    options,
  );
}
