import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The admin pages name their locales through the fragments of components/admin/admin-locales.ts.
const SOURCES = ['src/pages', 'src/templates', 'src/components/admin'];

/** Every page query's allLocale(…) arguments, by file. */
function localeQueries(): { file: string; args: string }[] {
  return SOURCES.flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .flatMap((file) => {
        const text = readFileSync(path.join(dir, file), 'utf8');
        return [...text.matchAll(/allLocale\(([^)]*)\)/g)].map((match) => ({
          file: path.join(dir, file),
          args: match[1] ?? '',
        }));
      }),
  );
}

describe("the pages' translations in their page data (issue 27.4)", () => {
  it('come in one order whatever order the locale files were read in', () => {
    const queries = localeQueries();
    // Without a sort, the namespaces come in the order their nodes were made: a cold build's
    // walk of src/locales, a Publish's cache. The page data then differs for no change.
    const unsorted = queries
      .filter(({ args }) => !/ns: \{ eq: /.test(args) && !/sort: \{ ns: ASC \}/.test(args))
      .map(({ file }) => file);
    expect(queries.length).toBeGreaterThan(20);
    expect(unsorted).toEqual([]);
  });
});
