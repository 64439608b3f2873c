import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Issue 26.8: an admin page's query loads only the locale namespaces its screen uses, not every
 * one (the storefront's texts and every other screen's). The texts come with the page's data,
 * so a namespace left out would show its keys, not load late: this test reads each admin page's
 * code, through its imports, for the keys it names (`adminPeople.…` is in adminPeople.json), and
 * fails when the page's query leaves out a namespace they are in.
 */
const SRC = path.resolve('src');
const LOCALES = path.join(SRC, 'locales', 'en');

/** Each key's first part (`adminPeople`) to the namespace files that hold such keys. */
function namespacesByPrefix(): Map<string, Set<string>> {
  const byPrefix = new Map<string, Set<string>>();
  for (const file of readdirSync(LOCALES)) {
    const ns = file.replace(/\.json$/, '');
    for (const key of Object.keys(JSON.parse(readFileSync(path.join(LOCALES, file), 'utf8')))) {
      const prefix = key.split('.')[0] ?? key;
      byPrefix.set(prefix, (byPrefix.get(prefix) ?? new Set()).add(ns));
    }
  }
  return byPrefix;
}

function resolveImport(from: string, spec: string): string | undefined {
  const base = path.resolve(path.dirname(from), spec);
  return ['.tsx', '.ts', '/index.tsx', '/index.ts']
    .map((ending) => base + ending)
    .find((file) => existsSync(file));
}

/** The source files a page reaches through relative imports, static or lazy. */
function reachable(entry: string): string[] {
  const seen = new Set<string>([entry]);
  const queue = [entry];
  for (let file = queue.pop(); file; file = queue.pop()) {
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g)) {
      const next = resolveImport(file, m[1] ?? '');
      if (next && !next.includes(`${path.sep}server${path.sep}`) && !seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return [...seen];
}

/** The namespaces of every key prefix a page's code names in a string (`'adminSales.` …). */
function namespacesUsed(entry: string, byPrefix: Map<string, Set<string>>): string[] {
  const used = new Set<string>();
  for (const file of reachable(entry)) {
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(/['"`]([a-zA-Z]+)\./g)) {
      for (const ns of byPrefix.get(m[1] ?? '') ?? []) used.add(ns);
    }
  }
  return [...used].sort();
}

/** The admin pages' locale fragments (`AdminSiteLocales`…), each with its query text. */
const FRAGMENTS = new Map(
  [
    ...readFileSync(path.join(SRC, 'components', 'admin', 'admin-locales.ts'), 'utf8').matchAll(
      /fragment (\w+) on Query \{([^`]*)`/g,
    ),
  ].map((m) => [m[1] ?? '', m[2] ?? '']),
);

/**
 * The namespaces a page's locales query names, directly or through the family's fragment it
 * spreads, or null when it takes every one.
 */
function namespacesQueried(page: string): string[] | null {
  const own = readFileSync(page, 'utf8');
  const fragment = /\.\.\.(\w+Locales)\b/.exec(own)?.[1];
  const code = fragment ? (FRAGMENTS.get(fragment) ?? '') : own;
  const list = /allLocale\([^)]*\bns:\s*\{\s*in:\s*\[([^\]]*)\]/.exec(code);
  if (!list) return null;
  return [...(list[1] ?? '').matchAll(/"([^"]+)"/g)].map((m) => m[1] ?? '').sort();
}

const ADMIN_PAGES = readdirSync(path.join(SRC, 'pages'))
  .filter((name) => /^admin_.*\.tsx$/.test(name))
  .map((name) => path.join(SRC, 'pages', name));

describe('admin pages load the locale namespaces their screens use', () => {
  const byPrefix = namespacesByPrefix();

  it('finds the admin pages', () => {
    expect(ADMIN_PAGES.length).toBeGreaterThan(20);
  });

  it.each(ADMIN_PAGES.map((page) => [path.basename(page), page]))('%s', (_name, page) => {
    const queried = namespacesQueried(page);
    expect(queried, 'the page names its namespaces').not.toBeNull();
    const used = namespacesUsed(page, byPrefix).filter((ns) => ns !== 'mail');
    expect(queried).toEqual(expect.arrayContaining(used));
    // Not every admin screen's texts: each page takes its own.
    expect(queried!.length).toBeLessThan(readdirSync(LOCALES).length - 1);
  });
});
