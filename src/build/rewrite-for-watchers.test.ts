import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { localServerConfigs, rewriteForWatchers } from './rewrite-for-watchers';

interface Watcher {
  on(event: string, listener: () => void): Watcher;
  close(): Promise<void>;
}

/** netlify dev's own chokidar, watched as netlify-cli's onChanges does (change and unlink). */
const chokidar = createRequire(require.resolve('netlify-cli/package.json'))('chokidar') as {
  watch(file: string): Watcher;
};

/**
 * What netlify dev would serve: _headers as read by its last reload, which a change or an
 * unlink of _headers or of its netlify.toml starts (netlify-cli's proxy.js, one watcher each).
 */
async function watchLikeNetlifyDev(file: string, config: string) {
  let reloaded = await readFile(file, 'utf8');
  const reload = () => {
    void readFile(file, 'utf8')
      .catch(() => '')
      .then((content) => (reloaded = content));
  };
  const watchers = [chokidar.watch(file), chokidar.watch(config)];
  // Both listen for 'ready' from the start: waiting for the first before listening to the
  // second missed the second's 'ready' under load, and the test hung (CI, 2026-11-28).
  const ready = watchers.map(
    (watcher) => new Promise<void>((resolve) => watcher.on('ready', resolve)),
  );
  await Promise.all(ready);
  for (const watcher of watchers) watcher.on('change', reload).on('unlink', reload);
  return {
    served: () => reloaded,
    close: () => Promise.all(watchers.map((watcher) => watcher.close())),
  };
}

describe('rewriteForWatchers', () => {
  it("makes netlify dev reload _headers after the adapter's remove-and-move and the policy", async () => {
    // How the watcher takes the replaced file varies run to run (measured: about half the
    // time the policy's write was an 'add', which netlify dev ignores; under load it may stop
    // reporting the file at all): several builds.
    for (let build = 0; build < 6; build += 1) await publishOnce(build);
  }, 120_000);
});

async function publishOnce(build: number): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), 'watched-'));
  const file = path.join(dir, '_headers');
  const config = path.join(dir, 'netlify.toml');
  await writeFile(file, 'old build\n');
  await writeFile(config, '[build]\n');
  const netlifyDev = await watchLikeNetlifyDev(file, config);
  try {
    await sleep(200);
    // gatsby-adapter-netlify's injectEntries: a new file moved in place of the removed one.
    await writeFile(path.join(dir, 'out.txt'), 'adapter rules\n');
    await rm(file);
    await rename(path.join(dir, 'out.txt'), file);
    // src/build/csp-headers.ts, after hashing every page.
    await sleep(1000);
    await writeFile(file, `adapter rules\npolicy ${build}\n`);
    await rewriteForWatchers([file, config, path.join(dir, 'no-such-file')]);
    await expect
      .poll(netlifyDev.served, { message: `build ${build}`, timeout: 10_000 })
      .toBe(`adapter rules\npolicy ${build}\n`);
  } finally {
    await netlifyDev.close();
  }
}

describe('localServerConfigs', () => {
  it("finds each local server's netlify.toml of the checkout", async () => {
    const project = await mkdtemp(path.join(tmpdir(), 'project-'));
    expect(await localServerConfigs(project)).toEqual([]);
    await mkdir(path.join(project, '.netlify/local-dev/4242'), { recursive: true });
    expect(await localServerConfigs(project)).toEqual([
      path.join(project, '.netlify/local-dev/4242/netlify.toml'),
    ]);
  });
});
