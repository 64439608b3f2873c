import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as z from 'zod';
import { sitemapPages, type SitemapSourcePage } from '../core/seo/sitemap-pages';
import { robotsTxt, SITEMAP_PART, sitemapFiles } from '../core/seo/sitemap';

/** A SitePage node as GraphQL hands it over: pageContext is whatever the page was given. */
export interface GatsbyPageLike {
  path: string;
  matchPath?: string | null;
  pageContext: unknown;
}

const i18nContext = z.object({
  i18n: z.object({ originalPath: z.string(), language: z.string() }),
  lastmod: z.iso.datetime({ offset: true }).optional(),
});

/**
 * Pages created without the i18n plugin's context (or with a malformed one) still count:
 * sitemapPages then reads their language from the address.
 */
function toSourcePage(page: GatsbyPageLike): SitemapSourcePage {
  const context = i18nContext.safeParse(page.pageContext);
  return {
    path: page.path,
    matchPath: page.matchPath,
    pageContext: context.success
      ? {
          i18n: context.data.i18n,
          ...(context.data.lastmod ? { lastmod: context.data.lastmod } : {}),
        }
      : {},
  };
}

export interface SeoFilesResult {
  sitemapUrls: number;
  /** The sitemap files written: sitemap.xml alone, or the index and its parts. */
  sitemapFiles: string[];
}

/**
 * public/sitemap.xml (an index of sitemap-N.xml past 50,000 addresses) and public/robots.txt
 * from the built pages, for onPostBuild. They are written after the build, not kept in
 * static/, so they always list the pages of this build under this deploy's URL. A part an
 * earlier build wrote and this one does not (the catalogue shrank) is removed: public/ is kept
 * between builds. `languages`: the languages the shop offers (defaults: all built);
 * `sitemapLimit`: addresses per file (tests lower it).
 */
export async function writeSeoFiles(opts: {
  publicDir: string;
  siteUrl: string;
  pages: readonly GatsbyPageLike[];
  languages?: readonly string[];
  sitemapLimit?: number;
}): Promise<SeoFilesResult> {
  const pages = sitemapPages(opts.pages.map(toSourcePage), opts.languages);
  const files = sitemapFiles(pages, opts.siteUrl, opts.sitemapLimit);
  const written = new Set(files.map(({ file }) => file));
  await mkdir(opts.publicDir, { recursive: true });
  const stale = (await readdir(opts.publicDir)).filter(
    (name) => SITEMAP_PART.test(name) && !written.has(name),
  );
  await Promise.all([
    ...stale.map((name) => rm(path.join(opts.publicDir, name), { force: true })),
    ...files.map(({ file, xml }) => writeFile(path.join(opts.publicDir, file), xml)),
    writeFile(path.join(opts.publicDir, 'robots.txt'), robotsTxt(opts.siteUrl)),
  ]);
  return {
    sitemapUrls: pages.reduce((sum, page) => sum + page.languages.length, 0),
    sitemapFiles: [...written],
  };
}
