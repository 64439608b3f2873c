import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AsyncSeriesHook } from 'tapable';
import type { Compiler } from 'webpack';
import { describe, expect, it } from 'vitest';
import { scriptSources } from '../../scripts/bench/first-load-js';
import {
  AFTER_PAINT_LOADER,
  SCRIPTS_SLICE,
  SCRIPTS_SLICE_RECORD,
  ScriptsAfterFirstPaint,
  scriptsAfterFirstPaint,
} from './scripts-after-paint';

/** The slice as gatsby 5's webpack stats extractor writes it (abridged chunk mapping). */
const gatsbySlice = (app: string) => `
          <script
            id="gatsby-chunk-mapping"
          >
            window.___chunkMapping="{\\"app\\":[\\"/${app}\\"]}";
          </script>
        <script>window.___webpackCompilationHash="2c6469f99adc93c2b3d9";</script><script src="/webpack-runtime-f1db.js" async></script><script src="/framework-0827.js" async></script><script src="/${app}" async></script>`;

describe('scriptsAfterFirstPaint', () => {
  it("replaces the async scripts by their names and the loader, Gatsby's inline scripts kept first", () => {
    const out = scriptsAfterFirstPaint(gatsbySlice('app-8bef.js'));
    expect(out).not.toMatch(/<script src=/);
    expect(out.indexOf('gatsby-chunk-mapping')).toBeLessThan(out.indexOf('page-scripts'));
    expect(out).toContain('window.___webpackCompilationHash="2c6469f99adc93c2b3d9";');
    const names = /<script id="page-scripts" type="application\/json">(.*?)<\/script>/.exec(out);
    expect(JSON.parse(names?.[1] ?? 'null')).toEqual([
      '/webpack-runtime-f1db.js',
      '/framework-0827.js',
      '/app-8bef.js',
    ]);
    expect(out.endsWith(`<script>${AFTER_PAINT_LOADER}</script>`)).toBe(true);
  });

  it('still names its scripts to the first-load budget (tests/e2e/first-load-js.test.ts)', () => {
    expect(scriptSources(scriptsAfterFirstPaint(gatsbySlice('app-8bef.js')))).toEqual([
      '/webpack-runtime-f1db.js',
      '/framework-0827.js',
      '/app-8bef.js',
    ]);
  });

  it('stops the build when the slice no longer has the scripts it rewrites', () => {
    expect(() => scriptsAfterFirstPaint('<script src="/app.js" defer></script>')).toThrow(
      /scripts slice has changed/,
    );
  });
});

/** The compiler's done hook as webpack runs it: taps in stage order, Gatsby's at stage 0. */
async function build(root: string, app: string, written: { changed?: boolean }) {
  const done = new AsyncSeriesHook<[unknown]>(['stats']);
  new ScriptsAfterFirstPaint(root).apply({ hooks: { done } } as unknown as Compiler);
  const slice = path.join(root, SCRIPTS_SLICE);
  // Gatsby's extractor: writes its text only when the file's differs (ensureFileContent), and
  // then restitches every page.
  done.tapPromise('GatsbyWebpackStatsExtractor', async () => {
    const text = gatsbySlice(app);
    const before = await readFile(slice, 'utf8').catch(() => undefined);
    written.changed = before !== text;
    if (written.changed) await writeFile(slice, text);
  });
  await done.promise({});
  return readFile(slice, 'utf8');
}

describe('ScriptsAfterFirstPaint', () => {
  it('rewrites the slice after Gatsby, and a build with the same scripts leaves Gatsby nothing to restitch', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'scripts-slice-'));
    await mkdir(path.dirname(path.join(root, SCRIPTS_SLICE)), { recursive: true });
    const first: { changed?: boolean } = {};
    expect(await build(root, 'app-1.js', first)).toBe(
      scriptsAfterFirstPaint(gatsbySlice('app-1.js')),
    );
    expect(first.changed).toBe(true);
    expect(await readFile(path.join(root, SCRIPTS_SLICE_RECORD), 'utf8')).toBe(
      gatsbySlice('app-1.js'),
    );

    const same: { changed?: boolean } = {};
    expect(await build(root, 'app-1.js', same)).toBe(
      scriptsAfterFirstPaint(gatsbySlice('app-1.js')),
    );
    expect(same.changed).toBe(false);

    const next: { changed?: boolean } = {};
    expect(await build(root, 'app-2.js', next)).toBe(
      scriptsAfterFirstPaint(gatsbySlice('app-2.js')),
    );
    expect(next.changed).toBe(true);
  });
});
