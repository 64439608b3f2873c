import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ZipFunctionsOptions } from '@netlify/zip-it-and-ship-it';
import { BUNDLE_CHECK_VARIABLE } from '../src/server/api/deploy-settings';
import { projectRoot } from '../src/server/config/paths';
import { FUNCTIONS_ENTRY_DIR, prebundleFunctions } from './functions-prebundle';

/** Where `netlify deploy` looks for bundled functions when given none. */
export const FUNCTIONS_OUT = '.netlify/functions';

/** The functions the site cannot work without, and the path each must claim. */
const EXPECTED_ROUTES: Record<string, string> = { api: '/api/*', images: '/images/*' };

export interface ManifestFunction {
  name: string;
  path: string;
  /** The entry as it was zipped; the zip keeps its path relative to the project. */
  mainFile: string;
  routes?: { pattern: string }[];
  /** The Lambda runtime Netlify will run it on, e.g. nodejs22.x. */
  runtimeVersion?: string;
}

interface FunctionsConfig {
  external_node_modules?: string[];
  included_files?: string[];
  node_bundler?: string;
}

/**
 * Bundles functions/ as Netlify's build does: each one written as one file (the build
 * command's step, functions-prebundle.ts), then zip-it-and-ship-it with netlify.toml's
 * [functions] settings, read and translated as @netlify/build does. (`netlify functions:build`
 * ignores netlify.toml; `netlify build --offline` insists on installing the Gatsby build plugin
 * from the network.)
 */
export async function bundleFunctions(
  from: { source: string; entries: string; out: string } = {
    source: path.join(projectRoot(), 'functions'),
    entries: path.join(projectRoot(), FUNCTIONS_ENTRY_DIR),
    out: path.join(projectRoot(), FUNCTIONS_OUT),
  },
): Promise<string> {
  const root = projectRoot();
  const { out } = from;
  // Stale zips of a renamed function would otherwise be deployed too.
  rmSync(out, { recursive: true, force: true });
  // ES modules with top-level await: imported, never required (scripts run as CommonJS).
  const { resolveConfig } = await import('@netlify/config');
  const { zipFunctions } = await import('@netlify/zip-it-and-ship-it');
  const { config } = await resolveConfig({ cwd: root, repositoryRoot: root, offline: true });
  const entries = await prebundleFunctions(from.source, from.entries);
  const resolved = config as {
    functions?: Record<string, FunctionsConfig>;
    build: { environment?: Record<string, string> };
  };
  // As @netlify/build does: the functions get the build's Node (NODE_VERSION) unless the site
  // sets AWS_LAMBDA_JS_RUNTIME. It becomes the manifest's runtimeVersion (nodejs22.x) and the
  // esbuild target of functions/ and src/ only (node_modules ship as installed). The bundles made
  // for 22 are the ones made for 20, byte for byte (tests/api/netlify-toml.test.ts), so
  // verifyFunctions can load them under this machine's Node 20, as the browser tests do.
  const nodeVersion = resolved.build.environment?.NODE_VERSION;
  const functionsConfig = Object.fromEntries(
    Object.entries(resolved.functions ?? {}).map(([pattern, fn]) => [
      pattern,
      {
        externalNodeModules: fn.external_node_modules,
        includedFiles: fn.included_files,
        includedFilesBasePath: root,
        // @netlify/build's translation: esbuild, falling back to the older bundler.
        nodeBundler: fn.node_bundler === 'esbuild' ? 'esbuild_zisi' : fn.node_bundler,
        nodeVersion,
      },
    ]),
  );
  await zipFunctions(entries, out, {
    basePath: root,
    repositoryRoot: root,
    config: functionsConfig as ZipFunctionsOptions['config'],
    manifest: path.join(out, 'manifest.json'),
  });
  return out;
}

export function readManifest(out: string): ManifestFunction[] {
  const file = path.join(out, 'manifest.json');
  if (!existsSync(file)) throw new Error(`no ${file}: the functions were not bundled`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { functions?: ManifestFunction[] };
  return manifest.functions ?? [];
}

function unzip(zip: string, into: string): void {
  const result = spawnSync('unzip', ['-q', '-o', zip, '-d', into], { stdio: 'inherit' });
  if (result.error) throw new Error(`cannot run unzip (apt-get install unzip): ${result.error}`);
  if (result.status !== 0) throw new Error(`unzip ${zip} exited ${result.status}`);
}

type Handler = (request: Request, context?: { ip?: string }) => Promise<Response>;

/** What a bundled function module exports: its handler and its in-code config. */
export interface LoadedFunction {
  handler: Handler;
  config: { path?: string | string[]; preferStatic?: boolean; schedule?: string };
}

/** Unpacks one bundle away from this checkout's node_modules; returns its entry file. */
export function unpackBundle(fn: ManifestFunction, scratch: string): string {
  const into = path.join(scratch, fn.name);
  mkdirSync(into, { recursive: true });
  unzip(fn.path, into);
  return path.join(into, path.relative(projectRoot(), fn.mainFile));
}

/** Unpacks one bundle and imports its handler. */
export async function loadBundle(fn: ManifestFunction, scratch: string): Promise<LoadedFunction> {
  const entry = unpackBundle(fn, scratch);
  const loaded = (await import(pathToFileURL(entry).href)) as {
    default?: Handler;
    config?: LoadedFunction['config'];
  };
  if (typeof loaded.default !== 'function') throw new Error(`${entry} exports no handler`);
  return { handler: loaded.default, config: loaded.config ?? {} };
}

/**
 * A deploy that would fail at its first request fails here instead: the site's functions are
 * in the manifest with their routes, every bundle loads (a module left out of the zip is an
 * import error), and the HTTP ones answer /api/health from the database the site was built
 * from.
 */
export async function verifyFunctions(out: string): Promise<void> {
  const functions = readManifest(out);
  for (const [name, route] of Object.entries(EXPECTED_ROUTES)) {
    const fn = functions.find((candidate) => candidate.name === name);
    if (!fn) throw new Error(`function ${name} is missing from ${out}/manifest.json`);
    if (!fn.routes?.some((r) => r.pattern === route)) {
      throw new Error(`function ${name} does not claim ${route}`);
    }
  }
  const scratch = mkdtempSync(path.join(tmpdir(), 'borse-functions-'));
  // The bundle's own check of the deploy's settings is not the build's to pass (see there).
  const bundleCheck = process.env[BUNDLE_CHECK_VARIABLE];
  process.env[BUNDLE_CHECK_VARIABLE] = 'true';
  try {
    for (const fn of functions) {
      const { handler } = await loadBundle(fn, scratch);
      const runtime = `for ${fn.runtimeVersion ?? "Netlify's default Node"}, here under ${process.version}`;
      if (!(fn.name in EXPECTED_ROUTES)) {
        console.log(`functions: ${fn.name} bundle (${runtime}) loads`);
        continue;
      }
      const res = await handler(new Request('http://localhost/api/health'));
      const body = await res.text();
      if (res.status !== 200) {
        throw new Error(`${fn.name}: /api/health answered ${res.status} ${body}`);
      }
      console.log(
        `functions: ${fn.name} bundle (${runtime}) loads and answers /api/health (${body})`,
      );
    }
  } finally {
    if (bundleCheck === undefined) delete process.env[BUNDLE_CHECK_VARIABLE];
    else process.env[BUNDLE_CHECK_VARIABLE] = bundleCheck;
    rmSync(scratch, { recursive: true, force: true });
  }
}
