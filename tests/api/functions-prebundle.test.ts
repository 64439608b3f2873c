import { isBuiltin } from 'node:module';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { projectRoot } from '../../src/server/config/paths';
import { LOADED_ON_DEMAND, prebundleFunctions } from '../../scripts/functions-prebundle';
import { createTestDatabase } from '../support/test-database';

// Inside the project, as on Netlify: the file tracer finds the on-demand packages from there.
const work = path.join(projectRoot(), '.netlify', `test-prebundle-${process.pid}`);
const functionsDir = path.join(projectRoot(), 'functions');

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the functions as Netlify receives them (one file each)', () => {
  let out: string;
  beforeAll(async () => {
    out = await prebundleFunctions(functionsDir, path.join(work, 'entries'));
  }, 60_000);

  it('writes one entry per function, with its in-code config for Netlify to read', () => {
    const sources = readdirSync(functionsDir).filter((f) => f.endsWith('.mts'));
    expect(readdirSync(out).sort()).toEqual(sources.map((f) => f.replace(/\.mts$/, '.mjs')).sort());
    const api = readFileSync(path.join(out, 'api.mjs'), 'utf8');
    // Tested, not matched: a failure must not print the whole file.
    expect(/path:\s*"\/api\/\*"/.test(api)).toBe(true);
  });

  it('imports only Node itself at load; the heavy packages only inside the calls that need them', () => {
    const api = readFileSync(path.join(out, 'api.mjs'), 'utf8');
    const staticImports = [...api.matchAll(/^import .* from ["']([^"']+)["']/gm)].map((m) => m[1]);
    expect(staticImports.length).toBeGreaterThan(0);
    expect(staticImports.filter((name) => !isBuiltin(name ?? ''))).toEqual([]);
    for (const name of LOADED_ON_DEMAND) expect(api.includes(`import("${name}")`), name).toBe(true);
  });

  it('answers a call from the one file, against a real database', async () => {
    const { url, drop } = await createTestDatabase();
    vi.stubEnv('DATABASE_URL', url);
    try {
      const fn = (await import(pathToFileURL(path.join(out, 'api.mjs')).href)) as {
        default: (request: Request) => Promise<Response>;
      };
      const res = await fn.default(new Request('http://localhost/api/products?rows=2'));
      expect(res.status).toBe(200);
      const body = (await res.json()) as { products: unknown[] };
      expect(body.products).toHaveLength(2);
    } finally {
      vi.unstubAllEnvs();
      await drop();
    }
  }, 30_000);
});

describe('development-only code', () => {
  it('refuses a function that would carry the seed data or the payment simulator', async () => {
    const source = path.join(work, 'bad-functions');
    mkdirSync(source, { recursive: true });
    const seed = path.relative(source, path.join(projectRoot(), 'src/tools/seed/seed'));
    writeFileSync(
      path.join(source, 'bad.mts'),
      `import { seedDatabase } from '${seed}';\nexport default () => new Response(String(seedDatabase));\n`,
    );
    await expect(prebundleFunctions(source, path.join(work, 'bad-entries'))).rejects.toThrow(
      /development-only code in the deployed functions: .*src\/tools\/seed\//,
    );
  }, 60_000);
});
