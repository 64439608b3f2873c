import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../src/server/db/client';
import { timeBuild } from '../../scripts/bench/build-time';
import {
  addProduct,
  changePriceAndItalianName,
  changeSiteSetting,
  deleteProduct,
  renameProduct,
  type CatalogueChange,
} from '../../scripts/bench/catalogue-changes';
import { siteEnv } from '../../scripts/bench/site-env';
import { createWorkspace, type Workspace } from '../../scripts/bench/workspace';
import { startSeededServer, type SeededServer } from '../support/seeded-server';
import { compareTrees, siteTree } from './site-tree';

/**
 * Issue 27.4: a Publish renders only what changed over the kept .cache and public/, so after
 * any sequence of publishes the site must be the one a cold build of the same database writes.
 * Six builds of the sample shop in a copy of the project: `npm run test:publish`, not in CI.
 */
let server: SeededServer;
let workspace: Workspace;
let db: Db;
let env: NodeJS.ProcessEnv;
let logs = '';
const changes: Record<string, CatalogueChange> = {};

async function publish(name: string, cold = false) {
  const build = await timeBuild(workspace, env, path.join(logs, `${name}.log`), { cold });
  // The figures of each build, for the record (docs/decisions.md, "Issue 27.3").
  console.log(
    `${name}: ${build.seconds.toFixed(1)} s, ${build.renderedPages} pages rendered, ` +
      `${build.deletedPages} deleted, peak ${build.peakRssMb} MB, load ${loadavg()[0]?.toFixed(1)}`,
  );
  return build;
}

/** Every text file of public/ that names the product: its pages, a list, the sitemap… */
function filesNaming(publicDir: string, url: string): string[] {
  const pattern = new RegExp(`/product/${url}(?=["<?#/\\s]|$)|"url":"${url}"`);
  const tree = siteTree(publicDir);
  return [...tree.entries()].filter(([, text]) => pattern.test(text)).map(([file]) => file);
}

const pageFiles = (publicDir: string, url: string) =>
  [`product/${url}.html`, `it/product/${url}.html`].map((file) => path.join(publicDir, file));

function expectGone(publicDir: string, url: string): void {
  expect(pageFiles(publicDir, url).filter((file) => existsSync(file))).toEqual([]);
  expect(filesNaming(publicDir, url)).toEqual([]);
}

beforeAll(async () => {
  server = await startSeededServer('publish_incremental');
  db = createDb(server.databaseUrl, 1);
  workspace = createWorkspace(process.cwd());
  env = siteEnv(server, workspace);
  logs = mkdtempSync(path.join(tmpdir(), 'publish-logs-'));
  await publish('0-cold', true);
});

/** PUBLISH_KEEP=1 keeps the workspace and the incremental copy to look into a difference. */
const keep = process.env.PUBLISH_KEEP === '1';

afterAll(async () => {
  await db?.$client.end();
  if (keep) console.log(`kept: ${workspace?.dir}, logs ${logs}`);
  else workspace?.remove();
  await server?.stop();
});

describe('a sequence of publishes over the kept build (issue 27.4)', () => {
  it('shows a changed price and Italian name on the product page', async () => {
    changes.edit = await changePriceAndItalianName(db);
    const build = await publish('1-edit');
    const italian = readFileSync(pageFiles(workspace.publicDir, changes.edit.url!)[1]!, 'utf8');
    expect(italian).toContain('(nuovo)');
    // Only what shows the product is rendered again, not the whole catalogue.
    expect(build.renderedPages).toBeLessThan(build.htmlPages / 2);
  });

  it('builds an added product in both languages', async () => {
    changes.add = await addProduct(db, server.databaseUrl);
    await publish('2-add');
    for (const file of pageFiles(workspace.publicDir, changes.add.url!)) {
      expect(existsSync(file), file).toBe(true);
    }
  });

  it("removes a deleted product's pages, and it from every list and the sitemap", async () => {
    changes.delete = await deleteProduct(db);
    const build = await publish('3-delete');
    // Its English and Italian pages (a list left empty by it would go too).
    expect(build.deletedPages).toBeGreaterThanOrEqual(2);
    expectGone(workspace.publicDir, changes.delete.formerUrl!);
  });

  it('moves a renamed product to its new address', async () => {
    changes.rename = await renameProduct(db);
    await publish('4-rename');
    for (const file of pageFiles(workspace.publicDir, changes.rename.url!)) {
      expect(existsSync(file), file).toBe(true);
    }
    expectGone(workspace.publicDir, changes.rename.formerUrl!);
  });

  it('shows a site setting on every page', async () => {
    await changeSiteSetting(db);
    const build = await publish('5-setting');
    expect(build.renderedPages).toBeGreaterThanOrEqual(build.htmlPages - 10);
    const home = readFileSync(path.join(workspace.publicDir, 'index.html'), 'utf8');
    expect(home).toContain('+39 055 000 1234');
  });

  it('ends where a cold build of the same database does, modulo hashes', async () => {
    const incremental = mkdtempSync(path.join(tmpdir(), 'publish-incremental-'));
    try {
      cpSync(workspace.publicDir, incremental, { recursive: true });
      await publish('6-cold', true);
      expect(compareTrees(siteTree(incremental), siteTree(workspace.publicDir))).toEqual({
        onlyIncremental: [],
        onlyCold: [],
        different: [],
      });
      expectGone(workspace.publicDir, changes.delete!.formerUrl!);
    } finally {
      if (keep) console.log(`kept the incremental public/: ${incremental}`);
      else rmSync(incremental, { recursive: true, force: true });
    }
  });
});
