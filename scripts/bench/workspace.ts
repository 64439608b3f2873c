import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Top-level entries a benchmark build must not inherit: outputs, caches, local state, history. */
const SKIPPED = new Set(['node_modules', 'public', '.cache', '.data', '.netlify', '.git', 'bench']);

export interface Workspace {
  dir: string;
  publicDir: string;
  /** Empties the build's output and cache so the next build starts cold. */
  clean: () => void;
  remove: () => void;
}

/**
 * A private copy of the project to build in. Gatsby always writes ./public and ./.cache of its
 * working directory, and other people build in the real checkout at the same time, so the
 * benchmark builds elsewhere. node_modules is linked, not copied (1 GB+, and read-only here).
 */

/** Packages whose files netlify.toml's `included_files` names (`node_modules/<name>/…`). */
function includedPackages(projectRoot: string): Set<string> {
  const toml = readFileSync(path.join(projectRoot, 'netlify.toml'), 'utf8');
  return new Set(
    [...toml.matchAll(/node_modules\/((?:@[^/"]+\/)?[^/"]+)\//g)].map((m) => m[1] ?? ''),
  );
}

/**
 * The workspace's node_modules: a folder of links to the project's packages, except the few
 * that netlify.toml's `included_files` reaches into, which are copied. Through a linked
 * node_modules folder, netlify dev's bundler (zip-it-and-ship-it) copies an included file and
 * then tries to create the link in the same place, and fails (EEXIST).
 */
function linkPackages(projectRoot: string, dir: string): void {
  const included = includedPackages(projectRoot);
  const link = (relative: string) => {
    const source = path.join(projectRoot, 'node_modules', relative);
    const target = path.join(dir, 'node_modules', relative);
    if (included.has(relative)) cpSync(source, target, { recursive: true });
    else symlinkSync(source, target, 'dir');
  };
  mkdirSync(path.join(dir, 'node_modules'));
  for (const entry of readdirSync(path.join(projectRoot, 'node_modules'))) {
    const scoped =
      entry.startsWith('@') && [...included].some((name) => name.startsWith(`${entry}/`));
    if (!scoped) {
      link(entry);
      continue;
    }
    mkdirSync(path.join(dir, 'node_modules', entry));
    for (const name of readdirSync(path.join(projectRoot, 'node_modules', entry))) {
      link(`${entry}/${name}`);
    }
  }
}

export function createWorkspace(projectRoot: string): Workspace {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-bench-'));
  cpSync(projectRoot, dir, {
    recursive: true,
    filter: (source) => {
      const relative = path.relative(projectRoot, source);
      const top = relative.split(path.sep)[0] ?? '';
      // .env too: netlify dev would load it, and the benchmark sets its own environment.
      const local = top === '.env' || relative.endsWith('.log');
      return !SKIPPED.has(top) && !local;
    },
  });
  linkPackages(projectRoot, dir);
  const publicDir = path.join(dir, 'public');
  return {
    dir,
    publicDir,
    clean: () => {
      for (const output of [publicDir, path.join(dir, '.cache')]) {
        rmSync(output, { recursive: true, force: true });
      }
    },
    // Retries: a build killed a moment ago may still be closing files in it.
    remove: () => rmSync(dir, { recursive: true, force: true, maxRetries: 5 }),
  };
}
