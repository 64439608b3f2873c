import { inject, vi } from 'vitest';

// Workers write files (JWT secret, images) where the run's global setup said, never to .data/.
process.env.DATA_DIR = inject('dataDir');
delete process.env.DATABASE_URL;

// Every app a test creates checks its 2xx JSON answers against /api/openapi.json (answer-check.ts):
// one hook for the whole API suite, whichever helper or test file made the app.
vi.mock(import('../../src/server/api/app'), async (importOriginal) => {
  const original = await importOriginal();
  const { checkedApp } = await import('./checked-app');
  return {
    ...original,
    createApp: (...args: Parameters<typeof original.createApp>) =>
      checkedApp(original.createApp(...args)),
  };
});
