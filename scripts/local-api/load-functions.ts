import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadBundle, readManifest, type LoadedFunction } from '../functions-bundle';
import type { HostedFunction } from './functions-host';

export interface LocalFunctions {
  functions: (HostedFunction & { preferStatic: boolean })[];
  /** Removes what loading unpacked (bundles are unzipped into a scratch folder). */
  dispose: () => void;
}

/** An HTTP function (one with a config.path); scheduled functions are not served. */
function hosted(name: string, loaded: LoadedFunction): LocalFunctions['functions'] {
  const paths = loaded.config.path;
  if (!paths) return [];
  return (Array.isArray(paths) ? paths : [paths]).map((pattern) => ({
    name,
    pattern,
    handler: loaded.handler,
    preferStatic: loaded.config.preferStatic === true,
  }));
}

/**
 * The production bundles `npm run build:production` (or bundleFunctions) wrote to `out`,
 * each unpacked and imported once: what a deploy would run, kept warm.
 */
export async function functionsFromBundles(out: string): Promise<LocalFunctions> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'borse-local-functions-'));
  const functions: LocalFunctions['functions'] = [];
  for (const fn of readManifest(out))
    functions.push(...hosted(fn.name, await loadBundle(fn, scratch)));
  return { functions, dispose: () => rmSync(scratch, { recursive: true, force: true }) };
}

/** The functions' TypeScript sources, imported through tsx (npm start, where code changes). */
export async function functionsFromSource(folder: string): Promise<LocalFunctions> {
  const functions: LocalFunctions['functions'] = [];
  for (const file of readdirSync(folder)
    .filter((name) => /\.m?ts$/.test(name))
    .sort()) {
    const loaded = (await import(pathToFileURL(path.join(folder, file)).href)) as {
      default?: LoadedFunction['handler'];
      config?: LoadedFunction['config'];
    };
    if (typeof loaded.default !== 'function') continue;
    const name = file.replace(/\.m?ts$/, '');
    functions.push(...hosted(name, { handler: loaded.default, config: loaded.config ?? {} }));
  }
  return { functions, dispose: () => undefined };
}
