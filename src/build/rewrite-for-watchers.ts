import { readFile, writeFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';

/** Long enough for a watcher to have taken the replaced file as a new one (measured: ~100 ms). */
const SETTLE_MS = 500;

/**
 * gatsby-adapter-netlify replaces public/_headers and _redirects by removing the file and
 * moving a new one in. A file watcher sees that as unlink then add, and netlify dev reloads
 * them on change and unlink only: it read the rules while the file was gone or half-done, and
 * never again, so a local server went on without the Content-Security-Policy after a publish.
 * Writing the same bytes once more, after the watcher settled, is a change it reloads.
 */
export async function rewriteForWatchers(files: string[]): Promise<void> {
  await sleep(SETTLE_MS);
  for (const file of files) {
    const content = await readFile(file, 'utf8').catch(() => null);
    if (content !== null) await writeFile(file, content);
  }
}
