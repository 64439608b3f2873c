import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildOnlyDir } from '../../src/build/build-only-files';
import { PAGE_SCRIPTS_ID } from '../../src/build/scripts-after-paint';

export interface ScriptSize {
  /** URL path as the HTML (or Gatsby's chunk map) names it. */
  src: string;
  /** html: named by the page; page-chunks: the page component's chunk group, loaded by app.js. */
  via: 'html' | 'page-chunks';
  raw: number;
  gzip: number;
}

export interface FirstLoadJs {
  scripts: ScriptSize[];
  raw: number;
  gzip: number;
  /** Inline <script> bodies (Gatsby's chunk map and loader): part of the HTML, counted apart. */
  inlineRaw: number;
  /** The HTML document itself, for context: Gatsby inlines the site's CSS into it. */
  htmlRaw: number;
  htmlGzip: number;
  /** Script files the HTML names that are not in public/ (or live on another host). */
  unresolved: string[];
}

const TAG = /<(script|link)\b([^>]*)>/gi;
const ATTRIBUTE = /([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const JS_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

function attributes(source: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const m of source.matchAll(ATTRIBUTE)) {
    found.set((m[1] ?? '').toLowerCase(), m[2] ?? m[3] ?? m[4] ?? '');
  }
  return found;
}

const isJs = (attrs: Map<string, string>) =>
  JS_TYPES.has((attrs.get('type') ?? '').trim().toLowerCase());

/** The URL a <script> or <link> tag makes the browser fetch as JavaScript, if any. */
function scriptUrl(tag: string, attrs: Map<string, string>): string | undefined {
  if (tag === 'script') return isJs(attrs) ? attrs.get('src') : undefined;
  const rel = (attrs.get('rel') ?? '').toLowerCase().split(/\s+/);
  const preload =
    (rel.includes('preload') && attrs.get('as') === 'script') || rel.includes('modulepreload');
  return preload ? attrs.get('href') : undefined;
}

/** The scripts the page's loader asks for after its first paint (src/build/scripts-after-paint.ts). */
function loadedAfterPaint(html: string): string[] {
  for (const m of html.matchAll(INLINE_SCRIPT)) {
    if (attributes(m[1] ?? '').get('id') !== PAGE_SCRIPTS_ID) continue;
    const names: unknown = JSON.parse(m[2] ?? '[]');
    return Array.isArray(names) ? names.filter((n): n is string => typeof n === 'string') : [];
  }
  return [];
}

/**
 * Every script a first visit downloads, as the HTML names it: <script src>, script preloads and
 * the names its after-paint loader asks for (webpack-runtime, framework, app). Order kept,
 * duplicates dropped (a preloaded chunk is also a <script>; the browser fetches it once).
 */
export function scriptSources(html: string): string[] {
  const sources: string[] = [];
  const tagged = [...html.matchAll(TAG)].map((m) =>
    scriptUrl((m[1] ?? '').toLowerCase(), attributes(m[2] ?? '')),
  );
  for (const src of [...tagged, ...loadedAfterPaint(html)]) {
    if (src && !sources.includes(src)) sources.push(src);
  }
  return sources;
}

function inlineScriptBytes(html: string): number {
  let bytes = 0;
  for (const m of html.matchAll(INLINE_SCRIPT)) {
    const attrs = attributes(m[1] ?? '');
    if (!attrs.has('src') && isJs(attrs)) bytes += Buffer.byteLength(m[2] ?? '');
  }
  return bytes;
}

function readJson(file: string): unknown {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

/** The parts of Gatsby's build outputs read here; everything optional, checked on use. */
interface PageData {
  componentChunkName?: unknown;
}
interface WebpackStats {
  namedChunkGroups?: Record<string, { assets?: { name?: unknown }[] } | undefined>;
}

const strings = (values: unknown[]) => values.filter((v): v is string => typeof v === 'string');

/**
 * Gatsby 5 names only webpack-runtime, framework and app in the HTML; app.js then reads the
 * page's page-data.json and has webpack load the page component's chunk group: the component
 * and the chunks it shares with other pages (commons, vendor splits). webpack.stats.json (moved beside public/ after the build) lists
 * that group; chunk-map.json (window.___chunkMapping) has only the component's own file, so it
 * is the fallback. All of these are part of every first visit, so they count.
 */
export function componentChunks(publicDir: string, urlPath: string): string[] {
  const pagePath = urlPath === '/' ? 'index' : decodeURIComponent(urlPath).replace(/^\/|\/$/g, '');
  const pageData = readJson(path.join(publicDir, 'page-data', pagePath, 'page-data.json')) as
    PageData | undefined;
  const name = pageData?.componentChunkName;
  if (typeof name !== 'string') return [];
  const stats = readJson(path.join(buildOnlyDir(publicDir), 'webpack.stats.json')) as
    WebpackStats | undefined;
  const group = stats?.namedChunkGroups?.[name]?.assets ?? [];
  const fromStats = strings(group.map((asset) => asset.name)).filter((f) => f.endsWith('.js'));
  if (fromStats.length) return fromStats.map((file) => `/${file}`);
  const chunkMap = readJson(path.join(publicDir, 'chunk-map.json')) as
    Record<string, unknown> | undefined;
  const chunks = chunkMap?.[name];
  return Array.isArray(chunks) ? strings(chunks) : [];
}

/** Sizes of a built page's first-load scripts, each gzipped at level 9 as a CDN would send it. */
export function firstLoadJs(publicDir: string, urlPath: string, htmlFile: string): FirstLoadJs {
  const htmlBody = readFileSync(htmlFile);
  const html = htmlBody.toString('utf8');
  const pageUrl = new URL(
    `/${path.relative(publicDir, htmlFile).split(path.sep).join('/')}`,
    'http://site.invalid',
  );
  const named = scriptSources(html);
  const sources = [
    ...named.map((src) => ({ src, via: 'html' as const })),
    ...componentChunks(publicDir, urlPath)
      .filter((src) => !named.includes(src))
      .map((src) => ({ src, via: 'page-chunks' as const })),
  ];
  const scripts: ScriptSize[] = [];
  const unresolved: string[] = [];
  for (const { src, via } of sources) {
    const url = new URL(src, pageUrl);
    const file = path.join(publicDir, decodeURIComponent(url.pathname));
    if (url.host !== pageUrl.host || !existsSync(file)) {
      unresolved.push(src);
      continue;
    }
    const body = readFileSync(file);
    scripts.push({ src, via, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  }
  return {
    scripts,
    raw: scripts.reduce((sum, s) => sum + s.raw, 0),
    gzip: scripts.reduce((sum, s) => sum + s.gzip, 0),
    inlineRaw: inlineScriptBytes(html),
    htmlRaw: htmlBody.length,
    htmlGzip: gzipSync(htmlBody, { level: 9 }).length,
    unresolved,
  };
}
