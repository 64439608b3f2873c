import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Issue 29.4: a layout with no arrow running back up. Inside src/server each top folder is a
 * room (api/ assembles the app above the domains; http/ is the toolkit the routes use; db/ and
 * config/ at the bottom); the rooms' imports must form no loop, so every room stands on a floor
 * above all it imports. And no files anywhere import each other in a circle: a type both sides
 * need lives in its own file.
 */

const repoRoot = path.resolve(import.meta.dirname, '../..');
const SOURCE_FOLDERS = ['src', 'scripts', 'functions'];

interface Edge {
  from: string;
  to: string;
}

function sourceFiles(): string[] {
  return SOURCE_FOLDERS.flatMap((folder) =>
    readdirSync(path.join(repoRoot, folder), { recursive: true, encoding: 'utf8' })
      .map((file) => `${folder}/${file.split(path.sep).join('/')}`)
      .filter((file) => /\.(ts|tsx|mts)$/.test(file) && !/\.test\.tsx?$/.test(file))
      .filter((file) => !file.includes('/migrations/')),
  );
}

function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(path.join(repoRoot, from)), specifier);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, `${base}.mts`, `${base}/index.ts`, base]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) {
      return path.relative(repoRoot, candidate).split(path.sep).join('/');
    }
  }
  return undefined;
}

const IMPORT =
  /(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function importEdges(files: readonly string[]): Edge[] {
  return files.flatMap((from) => {
    const text = readFileSync(path.join(repoRoot, from), 'utf8');
    return [...text.matchAll(IMPORT)].flatMap((match) => {
      const to = resolveImport(from, match[1] ?? match[2] ?? '');
      return to && /\.(ts|tsx|mts)$/.test(to) ? [{ from, to }] : [];
    });
  });
}

/** Groups of nodes that reach each other (Tarjan's strongly connected components, size > 1). */
function loops(edges: readonly Edge[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    if (from === to) continue;
    if (!next.has(from)) next.set(from, new Set());
    next.get(from)?.add(to);
  }
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of next.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** A file's room inside src/server: its first folder (`orders`, `admin`, `api`…). */
const serverRoom = (file: string) => file.slice('src/server/'.length).split('/')[0] ?? '';

const edges = importEdges(sourceFiles());

describe('the layout', () => {
  it('reads the tree', () => {
    expect(edges.length).toBeGreaterThan(1000);
    expect(edges).toContainEqual({
      from: 'src/server/api/app.ts',
      to: 'src/server/api/api-routes.ts',
    });
  });

  it('no files import each other in a circle (src, scripts, functions)', () => {
    expect(loops(edges)).toEqual([]);
  });

  it('no import inside src/server runs from a lower room up to a higher one', () => {
    const roomEdges = edges
      .filter(({ from, to }) => from.startsWith('src/server/') && to.startsWith('src/server/'))
      .filter(({ from }) => from.split('/').length > 3)
      .map(({ from, to }) => ({ from: serverRoom(from), to: serverRoom(to) }))
      .filter(({ from, to }) => from !== to);
    expect(new Set(roomEdges.map(({ from }) => from)).size).toBeGreaterThan(15);
    const inLoops = loops(roomEdges);
    // Name the imports that tie each loop of rooms, to know where to cut.
    const ties = inLoops.flatMap((rooms) =>
      edges
        .filter(({ from, to }) => from.startsWith('src/server/') && to.startsWith('src/server/'))
        .filter(({ from, to }) => {
          const [a, b] = [serverRoom(from), serverRoom(to)];
          return a !== b && rooms.includes(a) && rooms.includes(b);
        })
        .map(({ from, to }) => `${from} -> ${to}`),
    );
    expect(ties).toEqual([]);
  });
});

describe('the loop finder', () => {
  it('finds a circle and leaves a chain alone', () => {
    const chain = [
      { from: 'a', to: 'b' },
      { from: 'b', to: 'c' },
    ];
    expect(loops(chain)).toEqual([]);
    expect(loops([...chain, { from: 'c', to: 'a' }])).toEqual([['a', 'b', 'c']]);
  });
});
