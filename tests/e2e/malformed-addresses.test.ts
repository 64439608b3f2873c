import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { baseUrl, siteUrl } from './support/pages';
import { browserTestKit } from './support/browser-test-kit';

const kit = browserTestKit();

afterAll(() => kit.browser?.close());

/** The request line exactly as written: fetch() and the browser would tidy some of these up. */
function rawGet(target: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: hostname, port, path: target }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const MALFORMED = ['/images/%ZZ', '/shop/50%off', '/?q=%E0%A4%A', '/%'];

describe('an address that cannot be decoded (issue 28.1)', () => {
  it('gets 400 and a page in both languages, and the shop keeps answering', async () => {
    for (const target of MALFORMED) {
      const answer = await rawGet(target);
      expect(answer.status, target).toBe(400);
      expect(answer.body, target).toContain('This address cannot be read');
      expect(answer.body, target).toContain('Questo indirizzo non è leggibile');
    }
    expect((await fetch(siteUrl('/'))).status).toBe(200);
    expect((await fetch(siteUrl('/api/health'))).status).toBe(200);
  });

  it('shows a visitor who types one the page, with a way home', async () => {
    const page = await kit.browser.newPage();
    try {
      const res = await page.goto(siteUrl('/shop/50%off'));
      expect(res?.status()).toBe(400);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).allTextContents())
        .toEqual(['This address cannot be read', 'Questo indirizzo non è leggibile']);
      await page.getByRole('link', { name: 'Go to the home page' }).click();
      await page.waitForURL(siteUrl('/'));
      expect((await fetch(siteUrl('/api/health'))).status).toBe(200);
    } finally {
      await page.close();
    }
  });
});
