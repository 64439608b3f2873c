import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeSeoFiles, type GatsbyPageLike } from './seo-files';

const page = (originalPath: string, language: string): GatsbyPageLike => ({
  path: language === 'en' ? originalPath : `/it${originalPath}`,
  pageContext: { i18n: { originalPath, language } },
});

const pages = (count: number) =>
  Array.from({ length: count }, (_, i) => `/product/p${i}`).flatMap((originalPath) => [
    page(originalPath, 'en'),
    page(originalPath, 'it'),
  ]);

describe('writeSeoFiles over a kept public/ (issue 27.4)', () => {
  let dir = '';
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'seo-files-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const write = (count: number) =>
    writeSeoFiles({
      publicDir: dir,
      siteUrl: 'https://shop.example',
      pages: pages(count),
      sitemapLimit: 4,
    });

  it('writes an index and its parts past the limit, robots.txt naming the index', async () => {
    const result = await write(5);
    expect(result.sitemapUrls).toBe(10);
    expect((await readdir(dir)).sort()).toEqual([
      'robots.txt',
      'sitemap-1.xml',
      'sitemap-2.xml',
      'sitemap-3.xml',
      'sitemap.xml',
    ]);
    expect(await readFile(path.join(dir, 'sitemap.xml'), 'utf8')).toContain('<sitemapindex');
    expect(await readFile(path.join(dir, 'robots.txt'), 'utf8')).toContain(
      'Sitemap: https://shop.example/sitemap.xml',
    );
  });

  it("removes an earlier build's parts the catalogue no longer fills", async () => {
    await write(5);
    await write(3);
    expect((await readdir(dir)).sort()).toEqual([
      'robots.txt',
      'sitemap-1.xml',
      'sitemap-2.xml',
      'sitemap.xml',
    ]);
    await write(1);
    expect((await readdir(dir)).sort()).toEqual(['robots.txt', 'sitemap.xml']);
    expect(await readFile(path.join(dir, 'sitemap.xml'), 'utf8')).toContain('<urlset');
  });
});
