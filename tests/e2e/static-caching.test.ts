import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { baseUrl } from './support/pages';

interface RawAnswer {
  status: number;
  /** Every header line as sent, names lower-cased: a header sent twice shows twice. */
  lines: [string, string][];
  /** The body as the browser reads it, decoded per Content-Encoding. */
  text: string;
}

function decode(bytes: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return brotliDecompressSync(bytes).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(bytes).toString('utf8');
  return bytes.toString('utf8');
}

/** A GET as a browser sends it (br, gzip), read byte for byte: fetch() would hide the encoding. */
function get(target: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: hostname, port, path: target, headers: { 'accept-encoding': 'br, gzip' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const lines: [string, string][] = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2) {
            lines.push([res.rawHeaders[i]!.toLowerCase(), res.rawHeaders[i + 1]!]);
          }
          const encoding = lines.find(([name]) => name === 'content-encoding')?.[1];
          resolve({
            status: res.statusCode ?? 0,
            lines,
            text: decode(Buffer.concat(chunks), encoding),
          });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const values = (answer: RawAnswer, name: string) =>
  answer.lines.filter(([key]) => key === name).map(([, value]) => value);

const MUST_REVALIDATE = 'public, max-age=0, must-revalidate';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * A file under public/static, where Gatsby puts what the pages import (pictures, fonts) by a
 * content-hashed folder. The shop's build leaves it empty today: the test adds one for itself.
 */
function withStaticFile(): { address: string; remove: () => void } {
  const folder = path.resolve('public/static/0e2e5c4ac1e7');
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'probe.woff2'), Buffer.alloc(2048, 1));
  return {
    address: '/static/0e2e5c4ac1e7/probe.woff2',
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}

/**
 * Each address answers 200 with its Cache-Control once, the site's policy and netlify.toml's
 * headers once each, and (text) brotli-encoded with no length, varying on Accept-Encoding.
 */
async function checkEach(expected: [string, string, boolean][], home: RawAnswer): Promise<void> {
  for (const [address, cacheControl, text] of expected) {
    const answer = address === '/' ? home : await get(address);
    expect(answer.status, address).toBe(200);
    expect(values(answer, 'cache-control'), address).toEqual([cacheControl]);
    // The site's policy and netlify.toml's headers stay, once each.
    expect(values(answer, 'content-security-policy'), address).toHaveLength(1);
    expect(values(answer, 'x-frame-options'), address).toEqual(['DENY']);
    if (text) {
      expect(values(answer, 'content-encoding'), address).toEqual(['br']);
      expect(values(answer, 'vary').join(','), address).toMatch(/accept-encoding/i);
      expect(values(answer, 'content-length'), address).toEqual([]);
    }
  }
}

/** A product picture the build copied into public/images (its key is its version). */
function onePicture(): string {
  const root = path.resolve('public');
  const entries = readdirSync(path.join(root, 'images'), { recursive: true, withFileTypes: true });
  const file = entries.find((entry) => entry.isFile());
  if (!file) throw new Error('the build published no picture');
  return `/${path.relative(root, path.join(file.parentPath, file.name)).split(path.sep).join('/')}`;
}

describe('caching and compression as Netlify serves them (issue 25.14)', () => {
  it('pages and page data revalidate; hashed files, /static/ and pictures are kept a year; text is compressed', async () => {
    const home = await get('/');
    expect(home.status).toBe(200);
    // Named by the after-paint loader's list (src/build/scripts-after-paint.ts) or a src.
    const app = /"(\/app-[^"/]+\.js)"/.exec(home.text)?.[1];
    expect(app, 'the home page loads app-*.js').toBeDefined();
    const staticFile = withStaticFile();
    const expected: [string, string, boolean][] = [
      ['/', MUST_REVALIDATE, true],
      ['/page-data/index/page-data.json', MUST_REVALIDATE, true],
      [app!, IMMUTABLE, true],
      [staticFile.address, IMMUTABLE, false],
      [onePicture(), IMMUTABLE, false],
    ];
    try {
      await checkEach(expected, home);
    } finally {
      staticFile.remove();
    }
    expect(home.text).toContain('<html');
  });
});
