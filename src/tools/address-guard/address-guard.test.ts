import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAddressGuard, type AddressGuard } from './address-guard';

const PAGE = '<!doctype html><title>bad address</title>';

/** The site behind the guard: echoes the address, streams /stream, and accepts upgrades. */
function startSite(): Promise<http.Server> {
  const site = http.createServer((req, res) => {
    if (req.url === '/stream') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('first;');
      // A pause between the chunks: a buffering proxy would deliver both in one read.
      setTimeout(() => res.end('second'), 300);
      return;
    }
    res.writeHead(200, {
      'content-type': 'text/plain',
      'x-site': 'yes',
      'x-site-forwarded-for': req.headers['x-forwarded-for'] ?? '',
    });
    res.end(`site saw ${req.method} ${req.url}`);
  });
  site.on('upgrade', (req, socket) => {
    socket.write(
      'HTTP/1.1 101 Switching Protocols\r\nUpgrade: echo\r\nConnection: Upgrade\r\n\r\n',
    );
    socket.on('data', (chunk: Buffer) => socket.write(`echo:${chunk.toString()}`));
    socket.on('end', () => socket.destroy());
  });
  return new Promise((resolve) => site.listen(0, () => resolve(site)));
}

describe('address guard', () => {
  let site: http.Server;
  let guard: AddressGuard;
  let base: string;

  beforeAll(async () => {
    site = await startSite();
    guard = await startAddressGuard({
      port: 0,
      targetPort: (site.address() as AddressInfo).port,
      page: PAGE,
    });
    base = `http://localhost:${guard.port}`;
  });

  afterAll(async () => {
    await guard.close();
    site.closeAllConnections();
    await new Promise((resolve) => site.close(resolve));
  });

  /** fetch() would refuse some of these addresses itself: the raw request line, as sent. */
  function rawGet(target: string): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const req = http.request({ host: 'localhost', port: guard.port, path: target }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
  }

  it.each(['/images/%ZZ', '/shop/50%off', '/?q=%E0%A4%A', '/%'])(
    'answers %s itself with 400 and the page',
    async (target) => {
      const answer = await rawGet(target);
      expect(answer).toEqual({ status: 400, body: PAGE });
    },
  );

  it('forwards a readable address with its method, body and headers', async () => {
    const res = await fetch(`${base}/shop/?q=borsa%20rossa`, { method: 'POST', body: 'x' });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-site')).toBe('yes');
    expect(await res.text()).toBe('site saw POST /shop/?q=borsa%20rossa');
  });

  it("adds the visitor's address to X-Forwarded-For, after what the visitor sent", async () => {
    const plain = await fetch(`${base}/`);
    expect(plain.headers.get('x-site-forwarded-for')).toMatch(/^(::1|(::ffff:)?127\.0\.0\.1)$/);
    const claimed = await fetch(`${base}/`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(claimed.headers.get('x-site-forwarded-for')).toMatch(
      /^203\.0\.113\.9, (::1|(::ffff:)?127\.0\.0\.1)$/,
    );
  });

  it('streams an answer as it comes', async () => {
    const res = await fetch(`${base}/stream`);
    const reader = res.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe('first;');
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      rest += new TextDecoder().decode(chunk.value);
    }
    expect(rest).toBe('second');
  });

  it('passes an upgraded connection through both ways', async () => {
    const socket = net.connect(guard.port, 'localhost');
    const received: string[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk.toString()));
    socket.write(
      'GET /socket HTTP/1.1\r\nHost: localhost\r\nUpgrade: echo\r\nConnection: Upgrade\r\n\r\n',
    );
    await expect.poll(() => received.join('')).toContain('101 Switching Protocols');
    socket.write('ping');
    await expect.poll(() => received.join('')).toContain('echo:ping');
    socket.destroy();
  });
});
