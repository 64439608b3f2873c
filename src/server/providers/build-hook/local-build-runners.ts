import { spawn, type StdioOptions } from 'node:child_process';
import type { BuildRunner } from './local-builder';

export interface CommandOptions {
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  stdio?: StdioOptions;
}

/** A build that is a command (`gatsby build`, or a stand-in in tests): its exit code counts. */
export function commandRunner(
  command: string,
  args: string[],
  { env = process.env, cwd, stdio = 'inherit' }: CommandOptions = {},
): BuildRunner {
  return (signal) =>
    new Promise((resolve) => {
      const child = spawn(command, args, { env, cwd, stdio, signal });
      // An abort or a missing command ends up here; 'exit' may follow, the first answer counts.
      child.once('error', () => resolve(1));
      child.once('exit', (code) => resolve(code ?? 1));
    });
}

/**
 * Under `gatsby develop` (npm start) a full build is not needed: its refresh endpoint sources
 * the database again and recreates the pages. Needs ENABLE_GATSBY_REFRESH_ENDPOINT=true in
 * develop's environment; the refresh runs on after the endpoint answered.
 */
export function developRefreshRunner(developUrl: string): BuildRunner {
  return async (signal) => {
    const res = await fetch(new URL('/__refresh', developUrl), { method: 'POST', signal });
    return res.ok ? 0 : 1;
  };
}
