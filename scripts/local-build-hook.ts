import { envNumber } from '../src/server/config/env-number';
import { projectRoot } from '../src/server/config/paths';
import {
  commandRunner,
  developRefreshRunner,
} from '../src/server/providers/build-hook/local-build-runners';
import { startLocalBuilder } from '../src/server/providers/build-hook/local-builder';
import { bin } from './netlify-dev';

export type LocalBuildMode =
  /** npm run serve: `gatsby build` into public/, which netlify dev serves. */
  | { kind: 'build'; env: NodeJS.ProcessEnv }
  /** npm start: gatsby develop reads the database again on its refresh endpoint. */
  | { kind: 'refresh'; developUrl: string };

export interface LocalBuildHook {
  /** For the functions (BUILD_HOOK_URL) and, in refresh mode, gatsby develop. */
  env: Record<string, string>;
  stop: () => Promise<void>;
}

/**
 * npm start / npm run serve: the admin's "Publish" button needs a build hook. Without
 * BUILD_HOOK_URL the local builder stands in for Netlify's; with it set, that hook is used
 * and nothing starts here.
 */
export async function startLocalBuildHook(mode: LocalBuildMode): Promise<LocalBuildHook> {
  if (process.env.BUILD_HOOK_URL) return { env: {}, stop: async () => {} };
  const run =
    mode.kind === 'build'
      ? commandRunner(bin('gatsby'), ['build'], { env: mode.env, cwd: projectRoot() })
      : developRefreshRunner(mode.developUrl);
  const builder = await startLocalBuilder({
    run,
    port: envNumber('LOCAL_BUILD_HOOK_PORT', 12112),
  });
  console.log(
    `local build hook at ${builder.hookUrl} (BUILD_HOOK_URL not set): ` +
      (mode.kind === 'build' ? 'Publish rebuilds public/' : 'Publish refreshes gatsby develop'),
  );
  return {
    env: {
      BUILD_HOOK_URL: builder.hookUrl,
      ...(mode.kind === 'refresh' ? { ENABLE_GATSBY_REFRESH_ENDPOINT: 'true' } : {}),
    },
    stop: builder.stop,
  };
}
