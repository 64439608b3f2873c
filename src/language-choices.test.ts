import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const srcDir = import.meta.dirname;

/**
 * Issue 29.5: a per-language choice written as a comparison with one language's code (`lng ===
 * 'it' ? … : …`) falls back silently to the other branch for a new language. Every such choice
 * goes through this table (a Record over every language) instead; this scan keeps it so.
 */
describe('per-language choices go through the table', () => {
  it('no source file outside the table compares a value with a language code', () => {
    const comparison = /[=!]==\s*['"](?:it|en|ita|eng)['"]|['"](?:it|en|ita|eng)['"]\s*[=!]==/;
    const files = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
      .map((file) => file.split(path.sep).join('/'))
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .filter((file) => file !== 'core/routes/languages.ts');
    expect(files.length).toBeGreaterThan(500);
    const found = files.flatMap((file) =>
      readFileSync(path.join(srcDir, file), 'utf8')
        .split('\n')
        .map((line, index) => ({ line, index }))
        .filter(({ line }) => comparison.test(line))
        .map(({ line, index }) => `${file}:${index + 1}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });
});
