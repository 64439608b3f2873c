import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * Issue 20: checkout turns a paid cart into an order and uses payments; payments makes,
 * confirms, settles and refunds payments and uses orders; orders holds a placed order's life
 * and uses neither. Imports between the three folders go that one way only, so none of them
 * can import another that imports it back (docs/decisions.md, "Issue 20: the payments domain").
 */

const serverDir = import.meta.dirname;
/** Each folder may import only the folders after it. */
const LAYERS: readonly string[] = ['checkout', 'payments', 'orders'];

interface FolderImport {
  from: string;
  to: string;
  /** Where it is written: the importing file and what it imports. */
  at: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts'))
    .map((file) => path.join(dir, file));
}

/** The src/server folder a path lies in, if it is one of the layers. */
function layerOf(file: string): string | undefined {
  const [folder] = path.relative(serverDir, file).split(path.sep);
  return LAYERS.find((layer) => layer === folder);
}

/** Every import (static, type-only, re-export or dynamic) from one layer into another. */
function folderImports(): FolderImport[] {
  return LAYERS.flatMap((from) =>
    sourceFiles(path.join(serverDir, from)).flatMap((file) =>
      ts
        .preProcessFile(readFileSync(file, 'utf8'), true, true)
        .importedFiles.filter(({ fileName }) => fileName.startsWith('.'))
        .map(({ fileName }) => ({
          from,
          to: layerOf(path.resolve(path.dirname(file), fileName)),
          at: `${path.relative(serverDir, file)} -> ${fileName}`,
        }))
        .filter((found): found is FolderImport => found.to !== undefined && found.to !== from),
    ),
  );
}

const backwards = (imports: readonly FolderImport[]) =>
  imports.filter(({ from, to }) => LAYERS.indexOf(to) < LAYERS.indexOf(from));

describe('imports between checkout, payments and orders', () => {
  const imports = folderImports();

  it('are found by the scan: checkout uses payments, payments uses orders', () => {
    const pairs = imports.map(({ from, to }) => `${from} -> ${to}`);
    expect(pairs).toContain('checkout -> payments');
    expect(pairs).toContain('payments -> orders');
  });

  it('never point back, so the folders form no cycle', () => {
    expect(backwards(imports).map(({ at }) => at)).toEqual([]);
  });

  it('tells a backward import from a forward one', () => {
    const made = (from: string, to: string) => ({ from, to, at: `${from}/x.ts -> ../${to}/y` });
    expect(
      backwards([
        made('checkout', 'orders'),
        made('orders', 'payments'),
        made('payments', 'checkout'),
      ]),
    ).toEqual([made('orders', 'payments'), made('payments', 'checkout')]);
  });
});
