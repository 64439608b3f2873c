import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAddressGuard, type AddressGuard } from './address-guard';

const REVALIDATE = 'public, max-age=0, must-revalidate';
const YEAR = 'public, max-age=31536000, immutable';
const CSP = "default-src 'self'";

/** public/_headers as the build writes it: the adapter's rules, then the shop's policy block. */
const HEADERS_FILE = `## gatsby-adapter-netlify start
/*
  cache-control: ${REVALIDATE}
/static/*
  cache-control: ${YEAR}
/app-1a2b.js
  cache-control: ${YEAR}
## gatsby-adapter-netlify end

# shop content-security-policy start
/*
  Content-Security-Policy: ${CSP}
# shop content-security-policy end
`;

const SCRIPT = `console.log(${JSON.stringify('a hashed bundle '.repeat(200))});`;
const PAGE = `<!doctype html><html><body>${'<p>a page</p>'.repeat(200)}</body></html>`;

/**
 * netlify dev as it answers: every file with its static server's `max-age=0` and the
 * policy of _headers; a function's answer with its own Cache-Control.
 */
function startNetlifyDevStandIn(): Promise<http.Server> {
  const site = http.createServer((req, res) => {
    const file = { 'cache-control': REVALIDATE, 'content-security-policy': CSP };
    switch (req.url) {
      case '/app-1a2b.js':
      case '/app-1a2b.js?v=1':
        res.writeHead(200, { ...file, 'content-type': 'application/javascript' });
        return res.end(SCRIPT);
      case '/static/font-9f.woff2':
        res.writeHead(200, { ...file, 'content-type': 'font/woff2', 'content-length': 4000 });
        return res.end(Buffer.alloc(4000, 7));
      case '/about':
      case '/shop/anything':
        res.writeHead(200, { ...file, 'content-type': 'text/html', etag: '"p1"' });
        return res.end(PAGE);
      case '/small.txt':
        res.writeHead(200, { ...file, 'content-type': 'text/plain', 'content-length': 5 });
        return res.end('small');
      case '/api/products':
        res.writeHead(200, {
          'content-type': 'application/json',
          'cache-control': 'private, no-store',
        });
        return res.end(JSON.stringify({ products: Array(100).fill('bag') }));
      case '/api/encoded': {
        const body = gzipSync(PAGE);
        res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
        return res.end(body);
      }
      case '/api/events':
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write('data: one\n\n');
        return setTimeout(() => res.end('data: two\n\n'), 300);
      case '/stream':
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.write('first;');
        return setTimeout(() => res.end('second'), 300);
      case '/not-modified':
        res.writeHead(304, { ...file });
        return res.end();
      default:
        res.writeHead(404, { 'content-type': 'text/plain' });
        return res.end('not here');
    }
  });
  return new Promise((resolve) => site.listen(0, () => resolve(site)));
}

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Every header line as sent, names lower-cased. */
  lines: [string, string][];
  body: Buffer;
}

describe('address guard: caching and compression as Netlify serves them', () => {
  let site: http.Server;
  let guard: AddressGuard;
  let publicDir: string;

  beforeAll(async () => {
    publicDir = mkdtempSync(path.join(os.tmpdir(), 'guard-public-'));
    mkdirSync(path.join(publicDir, 'static'));
    writeFileSync(path.join(publicDir, '_headers'), HEADERS_FILE);
    writeFileSync(path.join(publicDir, 'app-1a2b.js'), SCRIPT);
    writeFileSync(path.join(publicDir, 'static/font-9f.woff2'), '');
    writeFileSync(path.join(publicDir, 'about.html'), PAGE);
    writeFileSync(path.join(publicDir, 'small.txt'), 'small');
    site = await startNetlifyDevStandIn();
    guard = await startAddressGuard({
      port: 0,
      targetPort: (site.address() as AddressInfo).port,
      page: 'bad address',
      publicDir,
    });
  });

  afterAll(async () => {
    await guard.close();
    site.closeAllConnections();
    await new Promise((resolve) => site.close(resolve));
    rmSync(publicDir, { recursive: true, force: true });
  });

  function get(target: string, headers: http.OutgoingHttpHeaders = {}): Promise<RawAnswer> {
    return new Promise((resolve, reject) => {
      const req = http.request(
        { host: 'localhost', port: guard.port, path: target, headers },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const lines: [string, string][] = [];
            for (let i = 0; i < res.rawHeaders.length; i += 2) {
              lines.push([res.rawHeaders[i]!.toLowerCase(), res.rawHeaders[i + 1]!]);
            }
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              lines,
              body: Buffer.concat(chunks),
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

  describe('Cache-Control from public/_headers', () => {
    it.each([
      ['/app-1a2b.js', YEAR],
      ['/app-1a2b.js?v=1', YEAR],
      ['/static/font-9f.woff2', YEAR],
      ['/about', REVALIDATE],
    ])('%s gets %s, once, and the policy once', async (target, expected) => {
      const answer = await get(target);
      expect(answer.status).toBe(200);
      expect(values(answer, 'cache-control')).toEqual([expected]);
      expect(values(answer, 'content-security-policy')).toEqual([CSP]);
    });

    it("leaves a function's answer and a rewrite (no file) as the site sent them", async () => {
      expect(values(await get('/api/products'), 'cache-control')).toEqual(['private, no-store']);
      expect(values(await get('/shop/anything'), 'cache-control')).toEqual([REVALIDATE]);
    });

    it('reads public/_headers again when a build rewrites it', async () => {
      const file = path.join(publicDir, '_headers');
      try {
        writeFileSync(file, `${HEADERS_FILE}\n/about\n  cache-control: public, max-age=60\n`);
        await expect
          .poll(async () => values(await get('/about'), 'cache-control'))
          .toEqual(['public, max-age=60']);
      } finally {
        writeFileSync(file, HEADERS_FILE);
      }
      await expect
        .poll(async () => values(await get('/about'), 'cache-control'))
        .toEqual([REVALIDATE]);
    });
  });

  describe('compression', () => {
    it('brotli first, gzip next, the bytes unchanged once decoded', async () => {
      const br = await get('/about', { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.body).toString()).toBe(PAGE);
      expect(br.body.length).toBeLessThan(PAGE.length / 4);
      const gzip = await get('/app-1a2b.js', { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);
      for (const answer of [br, gzip]) {
        expect(answer.headers.vary).toBe('Accept-Encoding');
        expect(answer.headers['content-length']).toBeUndefined();
      }
      // The page's strong tag named the plain bytes: the encoded ones get a weak one.
      expect(br.headers.etag).toBe('W/"p1"');
    });

    it('a visitor who takes no coding gets the plain text, which still varies', async () => {
      const plain = await get('/about', { 'accept-encoding': 'identity' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toBe('Accept-Encoding');
      expect(plain.headers.etag).toBe('"p1"');
      expect(plain.body.toString()).toBe(PAGE);
    });

    it.each([
      ['a picture or font', '/static/font-9f.woff2'],
      ['a small body', '/small.txt'],
      ['an encoded answer', '/api/encoded'],
    ])('leaves %s as it is', async (_, target) => {
      const answer = await get(target, { 'accept-encoding': 'br, gzip' });
      expect(answer.status).toBe(200);
      const sent = await get(target, { 'accept-encoding': 'identity' });
      expect(answer.body.equals(sent.body)).toBe(true);
      expect(values(answer, 'content-encoding')).toEqual(target === '/api/encoded' ? ['gzip'] : []);
    });

    it('leaves a range request, a HEAD and a 304 alone', async () => {
      const range = await get('/about', { 'accept-encoding': 'br', range: 'bytes=0-9' });
      expect(range.headers['content-encoding']).toBeUndefined();
      const head = await new Promise<http.IncomingMessage>((resolve, reject) => {
        const req = http.request(
          {
            host: 'localhost',
            port: guard.port,
            path: '/about',
            method: 'HEAD',
            headers: { 'accept-encoding': 'br' },
          },
          resolve,
        );
        req.on('error', reject);
        req.end();
      });
      head.resume();
      expect(head.headers['content-encoding']).toBeUndefined();
      const notModified = await get('/not-modified', { 'accept-encoding': 'br' });
      expect(notModified.status).toBe(304);
      expect(notModified.headers['content-encoding']).toBeUndefined();
    });

    /** The first read of a streamed answer, and the rest. */
    async function readStream(target: string, acceptEncoding: string) {
      const res = await fetch(`http://localhost:${guard.port}${target}`, {
        headers: { 'accept-encoding': acceptEncoding },
      });
      const reader = res.body!.getReader();
      const first = new TextDecoder().decode((await reader.read()).value);
      let rest = '';
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        rest += new TextDecoder().decode(chunk.value);
      }
      return { encoding: res.headers.get('content-encoding'), first, rest };
    }

    it('a streamed text answer is compressed and still arrives chunk by chunk', async () => {
      expect(await readStream('/stream', 'gzip')).toEqual({
        encoding: 'gzip',
        first: 'first;',
        rest: 'second',
      });
    });

    it('an event stream passes untouched, event by event', async () => {
      expect(await readStream('/api/events', 'br, gzip')).toEqual({
        encoding: null,
        first: 'data: one\n\n',
        rest: 'data: two\n\n',
      });
    });
  });
});
