import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
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
  symlinkSync(path.join(projectRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
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
