import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Compiler } from 'webpack';

/** The data block naming the page's scripts, which the loader reads. */
export const PAGE_SCRIPTS_ID = 'page-scripts';

/**
 * Asks for the page's scripts once it has painted: a frame, then a task (a task queued from a
 * frame's callback runs after that frame is painted). A page opened in the background paints no
 * frame until it is shown, so it asks at once. The same text on every page: one CSP hash.
 */
export const AFTER_PAINT_LOADER = `(function(){var names=JSON.parse(document.getElementById("${PAGE_SCRIPTS_ID}").textContent);function run(){names.forEach(function(src){var s=document.createElement("script");s.src=src;s.async=true;document.body.appendChild(s)})}if(document.visibilityState==="hidden")run();else requestAnimationFrame(function(){setTimeout(run,0)})})();`;

/** Gatsby's page scripts as its webpack stats extractor writes them into the scripts slice. */
const PAGE_SCRIPT = /<script src="([^"<>]+)" async><\/script>/g;

/**
 * Gatsby 5 puts every page's scripts (webpack runtime, framework, app) in one slice,
 * `_gatsby-scripts-1.html`, stitched into each page as `<script src async>`. Found by the
 * browser's preload scanner and served fast, they ran before the first paint: the built page
 * showed only after React had started, and a phone's first picture waited on the framework's
 * code (Lighthouse's simulated LCP 1.3–2.1 s against 0.9 s for the first paint, issue 25.15).
 * Here they are asked for once the page has painted: the shopper sees the page first, then it
 * becomes interactive. Gatsby's inline scripts (chunk mapping, compilation hash) stay first.
 */
export function scriptsAfterFirstPaint(slice: string): string {
  const sources = [...slice.matchAll(PAGE_SCRIPT)].map((found) => found[1] as string);
  if (sources.length === 0) {
    throw new Error(`Gatsby's scripts slice has changed: no <script src async> in ${slice}`);
  }
  // `<` escaped: a data block ends at the first `</script`, whatever JSON thinks.
  const names = JSON.stringify(sources).replace(/</g, '\\u003c');
  return `${slice.replace(PAGE_SCRIPT, '')}<script id="${PAGE_SCRIPTS_ID}" type="application/json">${names}</script><script>${AFTER_PAINT_LOADER}</script>`;
}

/** Gatsby's scripts slice, relative to the project (Gatsby writes it there, by that name). */
export const SCRIPTS_SLICE = 'public/_gatsby/slices/_gatsby-scripts-1.html';
/** Gatsby's own text of the slice from the last build, beside webpack's cache. */
export const SCRIPTS_SLICE_RECORD = '.cache/webpack/gatsby-scripts-slice.html';

/**
 * The browser bundles' webpack plugin: once Gatsby has written the scripts slice, it is
 * rewritten by scriptsAfterFirstPaint. Gatsby restitches every page when the slice's text differs
 * from what it would write: before it compares, the slice gets Gatsby's own text of the last
 * build back, so a Publish that changed no script restitches no page.
 */
export class ScriptsAfterFirstPaint {
  /** `root`: the project Gatsby builds in. */
  constructor(private readonly root = '.') {}

  apply(compiler: Compiler): void {
    const slice = path.join(this.root, SCRIPTS_SLICE);
    const record = path.join(this.root, SCRIPTS_SLICE_RECORD);
    compiler.hooks.done.tapPromise({ name: 'ScriptsAfterFirstPaint', stage: -100 }, async () => {
      await copyFile(record, slice).catch(() => undefined);
    });
    compiler.hooks.done.tapPromise({ name: 'ScriptsAfterFirstPaint', stage: 100 }, async () => {
      const gatsbys = await readFile(slice, 'utf8');
      await mkdir(path.dirname(record), { recursive: true });
      await writeFile(record, gatsbys);
      await writeFile(slice, scriptsAfterFirstPaint(gatsbys));
    });
  }
}
