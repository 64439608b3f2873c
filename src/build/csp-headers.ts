import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentSecurityPolicy } from './content-security-policy';
import { inlineCode } from './inline-scripts';

/** The block of public/_headers this step owns, rewritten by every build. */
export const CSP_BLOCK_START = '# shop content-security-policy start';
export const CSP_BLOCK_END = '# shop content-security-policy end';

/**
 * Every page shares the same few inline scripts (gatsby-ssr.tsx keeps Gatsby's per-page one
 * the same text on every page): more hashes than this means some page carries a script of
 * its own, which one site-wide header should not grow by. The build stops and says which.
 */
export const MAX_SCRIPT_HASHES = 8;

/** Every HTML file under public/ (any of them may be served), relative, sorted. */
export async function htmlFiles(publicDir: string): Promise<string[]> {
  const entries = await readdir(publicDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(publicDir, path.join(entry.parentPath, entry.name)))
    .sort();
}

export interface PageScripts {
  /** Hash source → the pages (relative files) whose inline script it is. */
  pagesByHash: Map<string, string[]>;
  /** Pages with an event handler attribute or a javascript: link, which no hash allows. */
  handlers: string[];
  pages: number;
}

/** The inline scripts of every page of the built site. */
export async function pageScripts(publicDir: string): Promise<PageScripts> {
  const files = await htmlFiles(publicDir);
  const pagesByHash = new Map<string, string[]>();
  const handlers: string[] = [];
  for (const file of files) {
    const code = await inlineCode(await readFile(path.join(publicDir, file), 'utf8'));
    for (const { hash } of code.scripts) {
      const pages = pagesByHash.get(hash) ?? [];
      if (!pages.includes(file)) pages.push(file);
      pagesByHash.set(hash, pages);
    }
    for (const handler of code.handlers) handlers.push(`${file}: ${handler}`);
  }
  return { pagesByHash, handlers, pages: files.length };
}

function tooMany(scripts: PageScripts): Error {
  const rare = [...scripts.pagesByHash.entries()]
    .sort(([, a], [, b]) => a.length - b.length)
    .slice(0, 3)
    .map(([hash, pages]) => `${hash} on ${pages.slice(0, 3).join(', ')}`);
  return new Error(
    `${scripts.pagesByHash.size} different inline scripts in public/ (at most ` +
      `${MAX_SCRIPT_HASHES}): a page carries a script of its own, which the site-wide ` +
      `Content-Security-Policy would have to list. The rarest: ${rare.join('; ')}`,
  );
}

/** public/_headers with this step's block replaced (or added after the adapter's). */
export function withPolicyBlock(headers: string, policy: string): string {
  const start = headers.indexOf(CSP_BLOCK_START);
  const end = headers.indexOf(CSP_BLOCK_END);
  const rest =
    start >= 0 && end > start
      ? headers.slice(0, start) + headers.slice(end + CSP_BLOCK_END.length).replace(/^\n/, '')
      : headers;
  const block = [
    `${CSP_BLOCK_START} (src/build/csp-headers.ts: the hashes of this build's inline scripts)`,
    '/*',
    `  Content-Security-Policy: ${policy}`,
    CSP_BLOCK_END,
  ].join('\n');
  return `${rest.trimEnd()}\n\n${block}\n`.replace(/^\n+/, '');
}

/**
 * After the build (and the adapter, which writes public/_headers): the hashes of every inline
 * script of every HTML file, and one Content-Security-Policy rule for `/*` that allows those
 * and no other inline script. One rule for the whole site, because every response then gets
 * exactly one policy: pages, client-only rewrites, the 404 pages, files (see
 * docs/decisions.md, "Issue 19: CSP hashes and admin idle life").
 */
export async function writeContentSecurityPolicy(
  publicDir: string,
): Promise<{ pages: number; hashes: string[] }> {
  const scripts = await pageScripts(publicDir);
  if (scripts.handlers.length > 0) {
    throw new Error(
      `inline event handlers the Content-Security-Policy blocks: ${scripts.handlers.slice(0, 5).join('; ')}`,
    );
  }
  if (scripts.pagesByHash.size > MAX_SCRIPT_HASHES) throw tooMany(scripts);
  const hashes = [...scripts.pagesByHash.keys()].sort();
  const file = path.join(publicDir, '_headers');
  const current = await readFile(file, 'utf8').catch(() => '');
  await writeFile(file, withPolicyBlock(current, contentSecurityPolicy(hashes)));
  return { pages: scripts.pages, hashes };
}
