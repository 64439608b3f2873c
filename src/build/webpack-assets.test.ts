import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PruneStaleWebpackAssets, WEBPACK_ASSETS_RECORD } from './webpack-assets';

describe("a build over the kept public/ leaves none of the last build's bundles (issue 27.4)", () => {
  let root = '';
  const publicDir = () => path.join(root, 'public');
  const bundles = () =>
    readdirSync(publicDir())
      .filter((file) => file.endsWith('.js'))
      .sort();

  /** One production build of a one-module app saying `text`, as Gatsby names its bundles. */
  async function build(text: string): Promise<void> {
    await writeFile(path.join(root, 'entry.js'), `console.log(${JSON.stringify(text)});`);
    const compiler = webpack({
      mode: 'production',
      context: root,
      entry: { app: './entry.js' },
      output: { path: publicDir(), filename: '[name]-[contenthash].js' },
      devtool: 'source-map',
      plugins: [new PruneStaleWebpackAssets(root)],
    });
    await new Promise<void>((resolve, reject) =>
      compiler.run((err, stats) => {
        if (err || stats?.hasErrors()) reject(err ?? new Error(stats?.toString()));
        else compiler.close(() => resolve());
      }),
    );
  }

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'webpack-assets-'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it("removes the last build's app bundle and its map once this build wrote its own", async () => {
    await build('Borsa Alba');
    const [first] = bundles();
    await build('Borsa Alba (nuovo)');
    const [second, ...more] = bundles();

    expect(more).toEqual([]);
    expect(second).not.toBe(first);
    expect(existsSync(path.join(publicDir(), `${first}.map`))).toBe(false);
    expect(await readFile(path.join(publicDir(), second!), 'utf8')).toContain('(nuovo)');
  });

  it('keeps what webpack did not write, and an unchanged bundle', async () => {
    await build('Borsa Alba');
    const [bundle] = bundles();
    await writeFile(path.join(publicDir(), 'robots.txt'), 'User-agent: *');
    await build('Borsa Alba');

    expect(bundles()).toEqual([bundle]);
    expect(existsSync(path.join(publicDir(), 'robots.txt'))).toBe(true);
    const record = JSON.parse(await readFile(path.join(root, WEBPACK_ASSETS_RECORD), 'utf8'));
    expect(record).toEqual([bundle, `${bundle}.map`]);
  });
});
