import { spawn } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../server/config/paths';

const tsx = path.join(projectRoot(), 'node_modules/.bin/tsx');

/** What a netlify dev run prints when a visitor opens an activation link and a token read. */
const NETLIFY_DEV_LINES = [
  '⬥ Proxying to http://127.0.0.1:41885/api/user?key1=live-activation-key-123',
  '⬥ Proxying to http://127.0.0.1:41885/api/customer?email=a%40b.it&token=eyJhbGciOi.secret.sig',
  '⬥ Proxying to http://127.0.0.1:41885/api/products?rows=12&related=BG-001',
];

describe('the address guard logs what netlify dev prints, secrets hidden (issue 28.7)', () => {
  it('hides link keys and tokens on stdout and stderr, and keeps the rest', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'guard-log-'));
    const fakeNetlify = path.join(dir, 'netlify-dev.mjs');
    await writeFile(
      fakeNetlify,
      `for (const line of ${JSON.stringify(NETLIFY_DEV_LINES)}) { console.log(line); console.error(line); }`,
    );
    const guard = spawn(tsx, ['scripts/address-guard.ts', '0', process.execPath, fakeNetlify], {
      cwd: projectRoot(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    guard.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    guard.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => guard.on('exit', resolve));
    expect(code).toBe(0);
    for (const log of [out, err]) {
      expect(log).toContain('/api/user?key1=…');
      expect(log).toContain('&token=…');
      expect(log).toContain('/api/products?rows=12&related=BG-001');
      expect(log).not.toContain('live-activation-key-123');
      expect(log).not.toContain('secret.sig');
    }
  }, 60_000);
});
