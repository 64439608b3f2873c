import { mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { rewriteForWatchers } from './rewrite-for-watchers';

interface Watcher {
  on(event: string, listener: () => void): Watcher;
  close(): Promise<void>;
}

/** netlify dev's own chokidar, watched as netlify-cli's onChanges does (change and unlink). */
const chokidar = createRequire(require.resolve('netlify-cli/package.json'))('chokidar') as {
  watch(file: string): Watcher;
};

/** What netlify dev would serve: the file as read by its last reload. */
async function watchLikeNetlifyDev(file: string) {
  let reloaded = await readFile(file, 'utf8');
  const watcher = chokidar.watch(file);
  await new Promise<void>((resolve) => watcher.on('ready', resolve));
  const reload = () => {
    void readFile(file, 'utf8')
      .catch(() => '')
      .then((content) => (reloaded = content));
  };
  watcher.on('change', reload).on('unlink', reload);
  return { served: () => reloaded, close: () => watcher.close() };
}

describe('rewriteForWatchers', () => {
  it("makes netlify dev reload _headers after the adapter's remove-and-move and the policy", async () => {
    // How the watcher takes the replaced file varies run to run (measured: about half the
    // time the policy's write was an 'add', which netlify dev ignores): several builds.
    for (let build = 0; build < 10; build += 1) await publishOnce(build);
  }, 60_000);
});

async function publishOnce(build: number): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), 'watched-'));
  const file = path.join(dir, '_headers');
  await writeFile(file, 'old build\n');
  const netlifyDev = await watchLikeNetlifyDev(file);
  try {
    await sleep(200);
    // gatsby-adapter-netlify's injectEntries: a new file moved in place of the removed one.
    await writeFile(path.join(dir, 'out.txt'), 'adapter rules\n');
    await rm(file);
    await rename(path.join(dir, 'out.txt'), file);
    // src/build/csp-headers.ts, after hashing every page.
    await sleep(1000);
    await writeFile(file, `adapter rules\npolicy ${build}\n`);
    await rewriteForWatchers([file, path.join(dir, 'no-such-file')]);
    await expect
      .poll(netlifyDev.served, { message: `build ${build}` })
      .toBe(`adapter rules\npolicy ${build}\n`);
  } finally {
    await netlifyDev.close();
  }
}
