import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { triggerRebuild } from './trigger-rebuild';

let hits: { method?: string; url?: string }[] = [];
const server = createServer((req, res) => {
  hits.push({ method: req.method, url: req.url });
  res.statusCode = req.url === '/broken' ? 500 : 200;
  res.end();
});
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('build hook', () => {
  it('posts to the hook URL', async () => {
    hits = [];
    expect(await triggerRebuild(`${base}/build_hooks/abc`)).toEqual({
      triggered: true,
      status: 200,
    });
    expect(hits).toEqual([{ method: 'POST', url: '/build_hooks/abc' }]);
  });

  it('does nothing without a URL and fails loudly when the hook refuses', async () => {
    expect(await triggerRebuild('')).toEqual({ triggered: false });
    await expect(triggerRebuild(`${base}/broken`)).rejects.toThrow('answered 500');
    await expect(triggerRebuild('http://example.com/hook')).rejects.toThrow('https');
  });
});
