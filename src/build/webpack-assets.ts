import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Compiler } from 'webpack';

/**
 * The files webpack wrote into public/ in the last build (app-<hash>.js, chunks, styles, their
 * maps), so the next build over the kept public/ can remove those it no longer writes. Under
 * .cache/webpack, beside webpack's own cache: Gatsby keeps that folder when it empties .cache
 * for a changed gatsby-node or plugin, and so this record lives exactly as long as the files
 * it lists may still be in public/.
 */
export const WEBPACK_ASSETS_RECORD = '.cache/webpack/public-assets.json';

async function readRecord(file: string): Promise<string[]> {
  const text = await readFile(file, 'utf8').catch(() => '[]');
  return JSON.parse(text) as string[];
}

/**
 * Removes from `outputDir` the files the last build's webpack wrote and this one did not, and
 * records this build's; returns the files removed. Gatsby never deletes a bundle itself, so
 * every Publish left the previous app-<hash>.js in public/, with the page list it carries
 * (every Italian address: docs/decisions.md, "Issue 27.4: what a Publish left behind…").
 */
export async function pruneStaleAssets(
  outputDir: string,
  current: readonly string[],
  root = '.',
): Promise<string[]> {
  const record = path.join(root, WEBPACK_ASSETS_RECORD);
  const written = new Set(current);
  const stale = (await readRecord(record)).filter((file) => !written.has(file));
  await Promise.all(stale.map((file) => rm(path.join(outputDir, file), { force: true })));
  await mkdir(path.dirname(record), { recursive: true });
  await writeFile(record, JSON.stringify([...written].sort()));
  return stale;
}

/**
 * The browser bundles' webpack plugin: once it has written this build's files, the last
 * build's others go. Every page this build keeps is stitched to the new scripts afterwards, so
 * none still names a removed file.
 */
export class PruneStaleWebpackAssets {
  /** `root`: the project, whose .cache keeps the record (Gatsby builds in it). */
  constructor(private readonly root = '.') {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('PruneStaleWebpackAssets', async (compilation) => {
      const outputDir = compilation.outputOptions.path ?? path.resolve('public');
      const names = compilation.getAssets().map((asset) => asset.name);
      await pruneStaleAssets(outputDir, names, this.root);
    });
  }
}
