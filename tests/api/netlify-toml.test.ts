import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as Esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';

const root = process.cwd();

/** netlify.toml as Netlify's build reads it for one deploy context. */
async function netlifyConfig(context: string) {
  const { resolveConfig } = await import('@netlify/config');
  const { config } = await resolveConfig({
    cwd: root,
    repositoryRoot: root,
    offline: true,
    context,
  });
  return config as { build: { command?: string; environment?: Record<string, string> } };
}

const majorOf = (version: string) => Number(/^v?(\d+)/.exec(version)?.[1]);

describe('netlify.toml', () => {
  it('builds and runs the functions on a supported Node the project declares', async () => {
    const nodeVersion = (await netlifyConfig('production')).build.environment?.NODE_VERSION ?? '';
    // Node 20 reached end of life on 2026-04-30.
    expect(['22', '24']).toContain(nodeVersion);
    const engines = (
      JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } }
    ).engines.node;
    const below = Number(/<\s*(\d+)/.exec(engines)?.[1]);
    expect(majorOf(nodeVersion)).toBeLessThan(below);
  });

  it('migrates and seeds in the production deploy only; previews build from the database as it is', async () => {
    expect((await netlifyConfig('production')).build.command).toBe('npm run build');
    for (const context of ['deploy-preview', 'branch-deploy']) {
      expect((await netlifyConfig(context)).build.command).toBe('npm run build:preview');
    }
    const scripts = (
      JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }
    ).scripts;
    expect(scripts['build:preview']).toBe('tsx scripts/build.ts --read-only-database');
  });

  it("compiles the functions for Netlify's Node into the code this machine's Node runs", async () => {
    // zip-it-and-ship-it's own esbuild and options for a default-export function (its nft
    // bundler's transform): functions/ and src/ bundled, node_modules left as installed.
    const zisi = createRequire(
      path.join(root, 'node_modules/@netlify/zip-it-and-ship-it/package.json'),
    );
    const esbuild = zisi('esbuild') as typeof Esbuild;
    const nodeVersion = (await netlifyConfig('production')).build.environment?.NODE_VERSION ?? '';
    const compile = async (entry: string, major: number) => {
      const result = await esbuild.build({
        entryPoints: [path.join(root, 'functions', entry)],
        bundle: true,
        packages: 'external',
        format: 'esm',
        platform: 'node',
        target: [`node${major}`],
        write: false,
        logLevel: 'silent',
      });
      return result.outputFiles[0]?.text ?? '';
    };
    for (const entry of ['api.mts', 'images.mts', 'mail-queue.mts', 'purge-expired.mts']) {
      const forNetlify = await compile(entry, majorOf(nodeVersion));
      expect(forNetlify.length).toBeGreaterThan(1000);
      expect(forNetlify).toBe(await compile(entry, majorOf(process.version)));
    }
  });
});
