import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * When to write again, after the policy: a watcher takes the replaced file as a new one within
 * ~100 ms on a quiet machine, seconds later on a loaded one (measured under the whole test
 * suite), and only a write after that is a change it reports.
 */
const REWRITE_AFTER_MS = [500, 1500, 3000];

/**
 * gatsby-adapter-netlify replaces public/_headers and _redirects by removing the file and
 * moving a new one in. A file watcher sees that as unlink then add, and netlify dev reloads
 * them on change and unlink only: it read the rules while the file was gone or half-done, and
 * never again, so a local server went on without the Content-Security-Policy after a publish.
 * Writing the same bytes again, after the watcher settled, is a change it reloads; but a
 * watcher may also lose the replaced file for good (measured under load), so the local
 * servers' own netlify.toml, which netlify dev watches beside _headers and _redirects and no
 * build replaces, is written again too: its change reloads both from disk.
 */
export async function rewriteForWatchers(files: string[]): Promise<void> {
  for (const wait of REWRITE_AFTER_MS) {
    await sleep(wait);
    for (const file of files) {
      const content = await readFile(file, 'utf8').catch(() => null);
      if (content !== null) await writeFile(file, content);
    }
  }
}

/** The netlify.toml of each local server of this checkout (scripts/local-api/local-dev-config). */
export async function localServerConfigs(projectDir = process.cwd()): Promise<string[]> {
  const root = path.join(projectDir, '.netlify/local-dev');
  const folders = await readdir(root).catch(() => []);
  return folders.map((folder) => path.join(root, folder, 'netlify.toml'));
}
