import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { purgeInlinedCss } from './purge-css';

let dir = '';
afterEach(() => rm(dir, { recursive: true, force: true }));

const CSS = '.used{color:red}.unused{color:blue}.from-script{color:green}.modal-dialog{margin:0}';
const page = (body: string) =>
  `<html><head><style data-href="/styles.abc123.css" data-identity="gatsby-global-css">${CSS}</style></head><body>${body}</body></html>`;

describe('purgeInlinedCss', () => {
  it('keeps rules a page or script uses, and the runtime-built widget classes', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'purge-'));
    await writeFile(path.join(dir, 'styles.abc123.css'), CSS);
    await writeFile(path.join(dir, 'index.html'), page('<p class="used">hi</p>'));
    await writeFile(path.join(dir, 'app-1.js'), 'el.classList.add("from-script")');

    const sizes = await purgeInlinedCss(dir);

    const html = await readFile(path.join(dir, 'index.html'), 'utf8');
    expect(html).toContain('.used');
    expect(html).toContain('.from-script');
    expect(html).toContain('.modal-dialog');
    expect(html).not.toContain('.unused');
    expect(sizes.after).toBeLessThan(sizes.before);
    // The stylesheet file stays whole, so the next build starts from every rule again.
    expect(await readFile(path.join(dir, 'styles.abc123.css'), 'utf8')).toBe(CSS);
  });
});
