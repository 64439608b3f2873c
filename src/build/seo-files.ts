import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as z from 'zod';
import { sitemapPages, type SitemapSourcePage } from '../core/seo/sitemap-pages';
import { robotsTxt, sitemapXml } from '../core/seo/sitemap';

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
}

/**
 * public/sitemap.xml and public/robots.txt from the built pages, for onPostBuild. They are
 * written after the build, not kept in static/, so they always list the pages of this build
 * under this deploy's URL. `languages`: the languages the shop offers (defaults: all built).
 */
export async function writeSeoFiles(opts: {
  publicDir: string;
  siteUrl: string;
  pages: readonly GatsbyPageLike[];
  languages?: readonly string[];
}): Promise<SeoFilesResult> {
  const pages = sitemapPages(opts.pages.map(toSourcePage), opts.languages);
  await mkdir(opts.publicDir, { recursive: true });
  await Promise.all([
    writeFile(path.join(opts.publicDir, 'sitemap.xml'), sitemapXml(pages, opts.siteUrl)),
    writeFile(path.join(opts.publicDir, 'robots.txt'), robotsTxt(opts.siteUrl)),
  ]);
  return { sitemapUrls: pages.reduce((sum, page) => sum + page.languages.length, 0) };
}
