import { spawnSync } from 'node:child_process';
import { triggerRebuild } from '../src/server/providers/build-hook/trigger-rebuild';
import { loadEnvFile } from './load-env';

/**
 * npm run rebuild: republish the catalogue after a change. With BUILD_HOOK_URL set it asks
 * Netlify to build the deployed site; without it, it rebuilds public/ here.
 */
async function main(): Promise<void> {
  loadEnvFile();
  const result = await triggerRebuild();
  if (result.triggered) {
    console.log(`Netlify build queued (build hook answered ${result.status}).`);
    return;
  }
  console.log('BUILD_HOOK_URL is not set: building the site here.');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  process.exit(build.status ?? 1);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
