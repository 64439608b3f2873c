import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearAdapterFiles } from './netlify-adapter';

/** gatsby-adapter-netlify's own writer of _redirects and _headers (not in its exports map). */
const require = createRequire(import.meta.url);
const { injectEntries } = require(
  path.join(
    path.dirname(require.resolve('gatsby-adapter-netlify/package.json')),
    'dist/route-handler.js',
  ),
) as { injectEntries: (file: string, content: string) => Promise<void> };

describe("the adapter's _redirects over the kept public/ (issue 27.4)", () => {
  let publicDir = '';
  const redirects = () => path.join(publicDir, '_redirects');
  const rules = '/old  /new  301\n';

  beforeEach(async () => {
    publicDir = await mkdtemp(path.join(tmpdir(), 'adapter-files-'));
  });
  afterEach(() => rm(publicDir, { recursive: true, force: true }));

  it('is the one a cold build writes, Publish after Publish', async () => {
    await injectEntries(redirects(), rules);
    const cold = await readFile(redirects(), 'utf8');
    for (let publish = 0; publish < 2; publish += 1) {
      await clearAdapterFiles(publicDir);
      await injectEntries(redirects(), rules);
      expect(await readFile(redirects(), 'utf8')).toBe(cold);
    }
  });

  it('would grow by a blank line at each Publish if the build kept it', async () => {
    await injectEntries(redirects(), rules);
    const cold = await readFile(redirects(), 'utf8');
    await injectEntries(redirects(), rules);
    expect(await readFile(redirects(), 'utf8')).not.toBe(cold);
  });
});
