import { describe, expect, it, vi } from 'vitest';
import { createApp } from '../../src/server/api/app';

describe('failures the client must be able to read', () => {
  it("answers 500 with the catalogue's generic message and no details when the database is down", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = createApp({
      getDb: () => Promise.reject(new Error('connection refused at 10.0.0.1')),
    });
    const res = await app.request('/api/categories');
    expect(res.status).toBe(500);
    const body = await res.json();
    expect(body).toEqual({ code: 'GENERIC', message: 'An error occurred!' });
    expect(JSON.stringify(body)).not.toContain('10.0.0.1');
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('refuses a body over 1 MB with 413 before reading it all', async () => {
    const app = createApp({ getDb: () => Promise.reject(new Error('must not be reached')) });
    const res = await app.request('/api/posts', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ post: { content: 'x'.repeat(1024 * 1024 + 1) } }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'TOO_LARGE' });
  });
});
