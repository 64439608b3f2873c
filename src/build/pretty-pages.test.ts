import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RoutesManifest } from 'gatsby';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADAPTER_PAGES_RECORD, recordMovedPages, restoreGatsbyPages } from './pretty-pages';

const route = (routePath: string): RoutesManifest[number] => ({
  type: 'static',
  path: routePath,
  filePath: `public${routePath === '/' ? '' : routePath}/index.html`,
  headers: [],
});

describe('pages moved to pretty URLs, over a kept public/ (issue 27.3)', () => {
  let root = '';
  const file = (relative: string) => path.join(root, relative);
  const put = async (relative: string, text: string) => {
    await mkdir(path.dirname(file(relative)), { recursive: true });
    await writeFile(file(relative), text);
  };

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'pretty-pages-'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it("moves the last build's pages back to Gatsby's paths before the next build", async () => {
    await put('public/product/Bag.html', 'bag');
    await put('public/index.html', 'home');
    await recordMovedPages([route('/'), route('/product/Bag')], root);

    expect(await restoreGatsbyPages(root)).toBe(1);
    expect(await readFile(file('public/product/Bag/index.html'), 'utf8')).toBe('bag');
    expect(existsSync(file('public/product/Bag.html'))).toBe(false);
    expect(await readFile(file('public/index.html'), 'utf8')).toBe('home');
  });

  it("copies the /404 page back and keeps 404.html, Gatsby's own page for /404.html", async () => {
    await put('public/404.html', 'not found');
    await recordMovedPages([route('/404')], root);
    expect(await restoreGatsbyPages(root)).toBe(1);
    expect(await readFile(file('public/404/index.html'), 'utf8')).toBe('not found');
    expect(await readFile(file('public/404.html'), 'utf8')).toBe('not found');
  });

  it('leaves a page Gatsby has already written again alone', async () => {
    await put('public/about.html', 'old');
    await recordMovedPages([route('/about')], root);
    await put('public/about/index.html', 'new');
    expect(await restoreGatsbyPages(root)).toBe(0);
    expect(await readFile(file('public/about/index.html'), 'utf8')).toBe('new');
  });

  it("removes a page this build no longer has, even from an older record's list", async () => {
    await put('public/product/Gone.html', 'gone');
    await put('public/product/Kept.html', 'kept');
    await put(ADAPTER_PAGES_RECORD, JSON.stringify(['public/product/Gone.html']));
    await recordMovedPages([route('/product/Kept')], root);
    expect(existsSync(file('public/product/Gone.html'))).toBe(false);
    expect(existsSync(file('public/product/Kept.html'))).toBe(true);
  });
});
