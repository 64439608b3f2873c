import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import createNetlifyAdapter from 'gatsby-adapter-netlify';
import type { HeaderRoutes, IAdapter, RoutesManifest } from 'gatsby';
import { PICTURE_CACHE_CONTROL } from '../core/images/picture-caching';
import { keepsNetlifyBuildCache } from './build-cache';
import { writeContentSecurityPolicy } from './csp-headers';
import { recordMovedPages } from './pretty-pages';
import { publishSavedSnapshot } from './publish-record';
import { localServerConfigs, rewriteForWatchers } from './rewrite-for-watchers';

/** Where the adapter's redirects (Gatsby's createRedirect calls) are recorded for the check. */
export const ADAPTER_REDIRECTS_RECORD = '.cache/netlify-adapter-redirects.json';

/** What the check compares public/_redirects with: one createRedirect call. */
export interface RecordedRedirect {
  path: string;
  toPath: string;
  status: number;
}

/** The only header Gatsby decides here: how long a file may be cached (hashed files: a year). */
const GATSBY_HEADERS = new Set(['cache-control']);

/** A client-only page's route (`/shop/*`, `/it/*`): netlify.toml's [[redirects]] serve those. */
const isDynamic = (routePath: string) => routePath.includes('*') || routePath.includes('/:');

/** Routes the adapter turns into files and rules, less the client-only pages. */
export function staticRoutesOnly(routes: RoutesManifest): RoutesManifest {
  return routes.filter((route) => route.type !== 'static' || !isDynamic(route.path));
}

/** Header rules with only Gatsby's caching headers; rules left empty are dropped. */
export function cachingHeadersOnly(routes: HeaderRoutes): HeaderRoutes {
  return routes
    .map((route) => ({
      ...route,
      headers: route.headers.filter((header) => GATSBY_HEADERS.has(header.key.toLowerCase())),
    }))
    .filter((route) => route.headers.length > 0);
}

/**
 * The build's copies of the pictures (public/images) are kept a year, as the images function's
 * answers are. After the adapter's `/*` revalidate rule, which it overrides as each hashed
 * file's own rule does; in _headers, not netlify.toml, where it would be a second Cache-Control
 * beside that rule (docs/decisions.md, "Issue 25.14: caching and compression served locally as
 * Netlify does").
 */
export const PICTURE_HEADER_ROUTE: HeaderRoutes[number] = {
  path: '/images/*',
  headers: [{ key: 'cache-control', value: PICTURE_CACHE_CONTROL }],
};

/** The files the adapter edits in place; nothing else of the build or of static/ writes them. */
export const ADAPTER_FILES = ['_redirects', '_headers'];

/**
 * The adapter replaces its own block in a _redirects or _headers it finds and keeps the rest,
 * adding a blank line at each edit; over the kept public/ (a Publish) each build would differ
 * from a cold one by one more. They are this build's alone, so it starts them empty.
 */
export async function clearAdapterFiles(publicDir = 'public'): Promise<void> {
  await Promise.all(ADAPTER_FILES.map((file) => rm(path.join(publicDir, file), { force: true })));
}

async function recordRedirects(routes: RoutesManifest): Promise<void> {
  const redirects: RecordedRedirect[] = routes.flatMap((route) =>
    route.type === 'redirect'
      ? [{ path: route.path, toPath: route.toPath, status: route.status }]
      : [],
  );
  await mkdir(path.dirname(ADAPTER_REDIRECTS_RECORD), { recursive: true });
  await writeFile(ADAPTER_REDIRECTS_RECORD, JSON.stringify(redirects, null, 2));
}

/**
 * gatsby-adapter-netlify, as Gatsby would install it on Netlify, configured here so every
 * build (local, CI, Netlify) writes the same public/: pages as pretty-URL files (/about →
 * about.html, which Netlify serves without a redirect to /about/), public/_headers with Gatsby's
 * caching rules and the pictures' (PICTURE_HEADER_ROUTE), public/_redirects with Gatsby's redirects. netlify.toml stays the one place
 * for what the adapter would get wrong for this shop (docs/decisions.md, "The real deploy
 * path"):
 * - client-only routes: the adapter rewrites /it/* to the Italian 404 page with status 200
 *   (netlify.toml answers 404), and _redirects is read before netlify.toml;
 * - security headers: Gatsby's defaults (Referrer-Policy same-origin, the obsolete
 *   X-XSS-Protection) would contradict or duplicate netlify.toml's [[headers]];
 * - the Content-Security-Policy: written last into public/_headers, with the hashes of the
 *   inline scripts of the pages this build wrote (src/build/csp-headers.ts);
 * - the build cache: on Netlify the adapter's hooks keep .cache and public/ between deploys, so
 *   a Publish renders only the pages whose data changed (docs/decisions.md, "Issue 27.3");
 *   elsewhere they stay where they are anyway (keepsNetlifyBuildCache).
 * The site is fully static: no SSR or DSG page, so no engine function. Every production build
 * checks the result (src/build/netlify-output-check.ts).
 */
export function shopNetlifyAdapter(): IAdapter {
  const adapter = createNetlifyAdapter({
    excludeDatastoreFromEngineFunction: false,
    imageCDN: false,
  });
  return {
    name: adapter.name,
    config: adapter.config,
    ...(keepsNetlifyBuildCache(process.env) ? { cache: adapter.cache } : {}),
    adapt: async (context) => {
      const routesManifest = staticRoutesOnly(context.routesManifest);
      await recordRedirects(routesManifest);
      await clearAdapterFiles();
      await adapter.adapt({
        ...context,
        routesManifest,
        headerRoutes: [...cachingHeadersOnly(context.headerRoutes), PICTURE_HEADER_ROUTE],
      });
      await recordMovedPages(routesManifest);
      const policy = await writeContentSecurityPolicy('public');
      context.reporter.info(
        `Content-Security-Policy: ${policy.hashes.length} inline script hashes ` +
          `(${policy.pages} HTML files) in public/_headers`,
      );
      await rewriteForWatchers([
        'public/_headers',
        'public/_redirects',
        ...(await localServerConfigs()),
      ]);
      // Only now is the site whole: the admin's "site is stale" clears up to its snapshot.
      await publishSavedSnapshot().catch((err: unknown) =>
        context.reporter.warn(`could not record the publish time: ${String(err)}`),
      );
    },
  };
}
