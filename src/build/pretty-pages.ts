import { access, copyFile, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { IStaticRoute, RoutesManifest } from 'gatsby';

/** The page files the adapter moved in the last build, so the next build can undo and prune. */
export const ADAPTER_PAGES_RECORD = '.cache/netlify-adapter-pages.json';

/** Pages Gatsby writes at the root itself, which the adapter keeps there (its own rule). */
const ROOT_PAGES = ['public/404.html', 'public/500.html'];

/** A page's HTML where Gatsby writes it (public/x/index.html) and where the adapter moved it. */
export interface MovedPage {
  gatsby: string;
  pretty: string;
}

/** The file the adapter moves a page's HTML to (its pretty URL), as the adapter computes it. */
function prettyFile(route: IStaticRoute): string | undefined {
  if (!route.filePath.endsWith('.html') || route.path.endsWith('.html')) return undefined;
  return `public${route.path.endsWith('/') ? `${route.path}index.html` : `${route.path}.html`}`;
}

export function movedPages(routes: RoutesManifest): MovedPage[] {
  return routes.flatMap((route) => {
    const pretty = route.type === 'static' ? prettyFile(route) : undefined;
    return route.type === 'static' && pretty ? [{ gatsby: route.filePath, pretty }] : [];
  });
}

/** Earlier records listed only the pretty files: those can be pruned but not moved back. */
async function readRecord(root: string): Promise<Partial<MovedPage>[]> {
  const text = await readFile(path.join(root, ADAPTER_PAGES_RECORD), 'utf8').catch(() => '[]');
  const entries = JSON.parse(text) as (string | MovedPage)[];
  return entries.map((entry) => (typeof entry === 'string' ? { pretty: entry } : entry));
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * Puts the pages the adapter moved back where Gatsby wrote them (public/x.html →
 * public/x/index.html), before a build over the kept public/. Gatsby re-reads a page it does
 * not render again (to stitch its slices, to compare it) at its own path; finding it moved, it
 * failed ("not finished stitching slices", issue 27.3). The adapter moves them again at the end.
 */
export async function restoreGatsbyPages(root = '.'): Promise<number> {
  let restored = 0;
  const record = await readRecord(root);
  // A pretty file that is also a page of Gatsby's own (the /404 page's is 404.html, which
  // Gatsby writes for /404.html) is copied back, not moved: both must be there.
  const gatsbyFiles = new Set([...ROOT_PAGES, ...record.map((page) => page.gatsby)]);
  for (const { gatsby, pretty } of record) {
    if (!gatsby || !pretty || gatsby === pretty) continue;
    const [from, to] = [path.join(root, pretty), path.join(root, gatsby)];
    if (!(await exists(from)) || (await exists(to))) continue;
    await mkdir(path.dirname(to), { recursive: true });
    await (gatsbyFiles.has(pretty) ? copyFile(from, to) : rename(from, to));
    restored += 1;
  }
  return restored;
}

/**
 * After the adapter moved this build's pages: removes the pretty file of a page the last build
 * had and this one does not (a page Gatsby never restored, e.g. from an older record), and
 * records this build's moves for the next one.
 */
export async function recordMovedPages(routes: RoutesManifest, root = '.'): Promise<void> {
  const pages = movedPages(routes);
  const current = new Set(pages.map((page) => page.pretty));
  for (const { pretty } of await readRecord(root)) {
    if (pretty && !current.has(pretty)) await rm(path.join(root, pretty), { force: true });
  }
  await mkdir(path.join(root, path.dirname(ADAPTER_PAGES_RECORD)), { recursive: true });
  await writeFile(path.join(root, ADAPTER_PAGES_RECORD), JSON.stringify(pages));
}
