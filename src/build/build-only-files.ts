import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

/**
 * Files the build writes into public/ for its own tools, not for visitors: source maps (the
 * shop's code, readable) and webpack's stats (every module's name). Netlify would publish them.
 */
export const isBuildOnlyFile = (relative: string) =>
  relative.endsWith('.map') || relative === 'webpack.stats.json';

/** Where they go instead, beside public/, so the benches still read them (first-load-js). */
export const buildOnlyDir = (publicDir: string) =>
  path.join(path.dirname(publicDir), 'build-stats');

/** Those files in `publicDir`, as paths relative to it with `/` between folders. */
export function buildOnlyFilesIn(publicDir: string): string[] {
  return readdirSync(publicDir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter(isBuildOnlyFile);
}

/** Moves them out of public/ (the last build's set replaces the one before); returns how many. */
export function moveBuildOnlyFiles(publicDir: string): number {
  const files = buildOnlyFilesIn(publicDir);
  const target = buildOnlyDir(publicDir);
  rmSync(target, { recursive: true, force: true });
  for (const file of files) {
    const to = path.join(target, file);
    mkdirSync(path.dirname(to), { recursive: true });
    renameSync(path.join(publicDir, file), to);
  }
  return files.length;
}
