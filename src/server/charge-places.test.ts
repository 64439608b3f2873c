import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * docs/architecture.md, "Adding a charge", lists the places a new priced extra touches. Every
 * file that sums or builds an order's charges must be among them, or a new charge could be
 * added to the cart and silently missed by the dashboard (issue 29.1).
 */

const root = path.resolve(import.meta.dirname, '../..');

function section(): string {
  const doc = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
  const start = doc.indexOf('## Adding a charge');
  expect(start, 'docs/architecture.md has its "Adding a charge" section').toBeGreaterThan(-1);
  const end = doc.indexOf('\n## ', start + 1);
  return doc.slice(start, end === -1 ? undefined : end);
}

/** The `src/…` files the section names in backticks. */
const namedFiles = (text: string): string[] =>
  [...text.matchAll(/`(src\/[^`\s]+\.tsx?)`/g)].map((match) => match[1] ?? '');

/** Source files (not tests) that total, build or type an order's charges. */
function chargeFiles(): string[] {
  const uses = /\bchargeTotals\(|\borderCharges\(|:\s*Charges\b/;
  return readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts'))
    .map((file) => `src/${file.split(path.sep).join('/')}`)
    .filter((file) => uses.test(readFileSync(path.join(root, file), 'utf8')));
}

describe('docs/architecture.md, "Adding a charge"', () => {
  it('names every file that sums or builds an order’s charges', () => {
    const named = new Set(namedFiles(section()));
    const using = chargeFiles();
    expect(using.length).toBeGreaterThan(2);
    expect(using.filter((file) => !named.has(file))).toEqual([]);
  });

  it('names only files that exist', () => {
    const named = namedFiles(section());
    expect(named.filter((file) => !existsSync(path.join(root, file)))).toEqual([]);
  });
});
