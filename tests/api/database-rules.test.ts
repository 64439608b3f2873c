import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * The rules kept in PostgreSQL (functions and triggers the migrations create) stay in sight:
 * each is listed in docs/architecture.md ("Rules kept in the database") and named by the title
 * of a test that proves it, so a rule added by a migration cannot go unseen.
 */
let d: TestDatabase;

beforeAll(async () => {
  d = await createTestDatabase();
});
afterAll(() => d.drop());

async function names(query: string): Promise<string[]> {
  const { rows } = await d.db.$client.query<{ name: string }>(query);
  return rows.map((row) => row.name);
}

/** The shop's own functions: not those an extension (pg_trgm, unaccent) brings. */
const ownFunctions = () =>
  names(`
    select distinct p.proname as name
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public'
      and not exists (select 1 from pg_depend e where e.objid = p.oid and e.deptype = 'e')
    order by 1`);

/** Triggers written by a migration (foreign keys' own triggers are internal). */
const ownTriggers = () =>
  names(`
    select distinct t.tgname as name
    from pg_trigger t
      join pg_class c on c.oid = t.tgrelid
      join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and not t.tgisinternal
    order by 1`);

const root = path.resolve(__dirname, '../..');

function rulesSection(): string {
  const doc = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
  const start = doc.indexOf('## Rules kept in the database');
  expect(
    start,
    'docs/architecture.md has its "Rules kept in the database" section',
  ).toBeGreaterThan(-1);
  const end = doc.indexOf('\n## ', start + 1);
  return doc.slice(start, end === -1 ? undefined : end);
}

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(full);
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Every describe/it title of the repository's tests. */
function testTitles(): string[] {
  const title = /\b(?:describe|it|test)\(\s*(['"`])((?:(?!\1).)+)\1/g;
  return [...testFiles(path.join(root, 'tests')), ...testFiles(path.join(root, 'src'))].flatMap(
    (file) => [...readFileSync(file, 'utf8').matchAll(title)].map((match) => match[2] ?? ''),
  );
}

const mentions = (text: string, name: string) => new RegExp(`\\b${name}\\b`).test(text);

describe('the rules kept in the database', () => {
  it('has the functions and triggers the migrations make', async () => {
    expect(await ownFunctions()).toContain('catalogue_changed');
    expect(await ownTriggers()).toContain('sales_orders_inserted');
  });

  it('lists every function and trigger in docs/architecture.md', async () => {
    const section = rulesSection();
    const missing = [...(await ownFunctions()), ...(await ownTriggers())].filter(
      (name) => !mentions(section, name),
    );
    expect(missing, 'add them to "Rules kept in the database"').toEqual([]);
  });

  it('names every function and trigger in the title of a test that proves it', async () => {
    const titles = testTitles().join('\n');
    const unnamed = [...(await ownFunctions()), ...(await ownTriggers())].filter(
      (name) => !mentions(titles, name),
    );
    expect(unnamed).toEqual([]);
  });
});
