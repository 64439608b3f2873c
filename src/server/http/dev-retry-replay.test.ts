import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { devRetryReplay } from './dev-retry-replay';

function appWithCounter() {
  const runs: string[] = [];
  const app = new Hono();
  app.use('*', devRetryReplay(mkdtempSync(path.join(tmpdir(), 'retry-test-'))));
  app.post('/api/reviews', (c) => {
    runs.push(c.req.path);
    return c.json({ code: 'REVIEW_NEEDS_PURCHASE' }, 403);
  });
  app.get('/api/ok', (c) => c.json({ ok: true }));
  app.notFound((c) => c.json({ code: 'NOT_FOUND', message: `No such call: ${c.req.path}` }, 404));
  return { app, runs };
}

describe("netlify dev's retries of a refused call", () => {
  it('answer the first refusal again without running the call a second time', async () => {
    const { app, runs } = appWithCounter();
    const headers = { authorization: 'Bearer a' };
    const first = await app.request('/api/reviews', { method: 'POST', headers });
    expect(first.status).toBe(403);
    for (const suffix of ['.html', '.htm', '/index.html', '/index.htm']) {
      const retry = await app.request(`/api/reviews${suffix}`, { method: 'POST', headers });
      expect(retry.status).toBe(403);
      expect(await retry.json()).toEqual({ code: 'REVIEW_NEEDS_PURCHASE' });
    }
    expect(runs).toEqual(['/api/reviews']);
  });

  it("keep a 404's own message", async () => {
    const { app } = appWithCounter();
    await app.request('/api/missing');
    const retry = await app.request('/api/missing/index.htm');
    expect(await retry.json()).toMatchObject({ message: 'No such call: /api/missing' });
  });

  it("are not confused with another caller's call or with a call that succeeded", async () => {
    const { app } = appWithCounter();
    await app.request('/api/reviews', { method: 'POST', headers: { authorization: 'Bearer a' } });
    const someoneElse = await app.request('/api/reviews.html', {
      method: 'POST',
      headers: { authorization: 'Bearer b' },
    });
    expect(someoneElse.status).toBe(404);
    await app.request('/api/ok');
    expect((await app.request('/api/ok.html')).status).toBe(404);
  });
});
