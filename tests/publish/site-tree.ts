import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Files whose bytes are compared as they are (pictures, fonts, compressed data). */
const BINARY = /\.(avif|webp|png|jpe?g|gif|ico|woff2?|ttf|br|gz)$/;

/**
 * Webpack's content hashes (in file names and in the HTML and JSON naming them), Gatsby's
 * compilation hash and the CSP's script hashes differ between two builds of the same site
 * whenever one bundle's order of modules does; the pages' content does not.
 */
export function withoutHashes(text: string): string {
  return text
    .replace(/sha(256|384|512)-[A-Za-z0-9+/=]+/g, 'sha$1-#')
    .replace(/\b[0-9a-f]{16,}\b/g, '#')
    .replace(/([-.])[0-9a-f]{8,}(?=[-.])/g, '$1#');
}

/**
 * Every file under `dir`, by its path with hashes taken out, to its content likewise. Files
 * whose paths differ only by hashes (webpack's shared chunks, `#-#.js`; a stale app-<hash>.js
 * beside the new one) share a key, whose value is all their contents in sorted order: two
 * trees then match only with the same files under it, whatever order their hashes sort in.
 */
export function siteTree(dir: string): Map<string, string> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) =>
    entry.isFile(),
  );
  const contents = new Map<string, string[]>();
  for (const entry of files) {
    const file = path.join(entry.parentPath, entry.name);
    const relative = withoutHashes(path.relative(dir, file));
    const content = BINARY.test(file)
      ? readFileSync(file).toString('base64')
      : withoutHashes(readFileSync(file, 'utf8'));
    contents.set(relative, [...(contents.get(relative) ?? []), content]);
  }
  return new Map(
    [...contents].map(([relative, texts]) => [relative, texts.sort().join('\n\u0000\n')]),
  );
}

/** The paths only one tree has, and those whose content differs. */
export function compareTrees(
  incremental: Map<string, string>,
  cold: Map<string, string>,
): { onlyIncremental: string[]; onlyCold: string[]; different: string[] } {
  return {
    onlyIncremental: [...incremental.keys()].filter((file) => !cold.has(file)).sort(),
    onlyCold: [...cold.keys()].filter((file) => !incremental.has(file)).sort(),
    different: [...incremental.keys()]
      .filter((file) => cold.has(file) && cold.get(file) !== incremental.get(file))
      .sort(),
  };
}
