import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

export type PageKind = 'home' | 'category' | 'product' | 'other';

export interface BenchPage {
  kind: PageKind;
  /** URL path, e.g. /category/Bags. */
  path: string;
  /** The built HTML file, or null when the build did not produce this page. */
  htmlFile: string | null;
}

function kindOf(urlPath: string): PageKind {
  if (urlPath === '/') return 'home';
  if (urlPath.startsWith('/category/')) return 'category';
  if (urlPath.startsWith('/product/')) return 'product';
  return 'other';
}

/** Gatsby writes /a/b as a/b/index.html; a .html file of the same name is accepted too. */
export function htmlFileFor(publicDir: string, urlPath: string): string | null {
  const relative = decodeURIComponent(urlPath).replace(/^\/+|\/+$/g, '');
  const candidates = [path.join(publicDir, relative, 'index.html')];
  if (relative) candidates.push(path.join(publicDir, `${relative}.html`));
  return candidates.find((file) => existsSync(file)) ?? null;
}

/** The first product page by name, so repeated runs measure the same page. */
function firstProductPath(publicDir: string): string {
  const folder = path.join(publicDir, 'product');
  // A folder with an index.html, or the pretty-URL file gatsby-adapter-netlify makes of it.
  const names = existsSync(folder)
    ? [...new Set(readdirSync(folder).map((name) => name.replace(/\.html$/, '')))].sort()
    : [];
  const found = names.find((name) => htmlFileFor(publicDir, `/product/${name}`));
  // Reported as missing when there is none yet (the storefront is being built).
  return found ? `/product/${found}` : '/product/(none built)';
}

/**
 * The pages to measure: BENCH_PAGES (comma-separated URL paths) or home, the Bags category and
 * the first product page.
 */
export function benchPages(publicDir: string, override = process.env.BENCH_PAGES): BenchPage[] {
  const paths = override?.trim()
    ? override
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p) => (p.startsWith('/') ? p : `/${p}`))
    : ['/', '/category/Bags', firstProductPath(publicDir)];
  return paths.map((urlPath) => ({
    kind: kindOf(urlPath),
    path: urlPath,
    htmlFile: htmlFileFor(publicDir, urlPath),
  }));
}
