import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { createDb, type Db } from '../../../src/server/db/client';
import { launchBrowser } from './browser';

export interface BrowserKit {
  readonly browser: Browser;
}
export interface BrowserAndDatabaseKit extends BrowserKit {
  readonly db: Db;
}

/**
 * What a browser test file opens first and closes last: Chromium and, when asked, a small pool
 * on the test database. Call it at the top of the file, before the file's own hooks (hooks run
 * in the order they are declared, so the file's beforeAll may use them), and read `kit.browser`
 * and `kit.db` inside hooks and tests.
 */
export function browserTestKit(): BrowserKit;
export function browserTestKit(options: {
  database: true;
  poolSize?: number;
}): BrowserAndDatabaseKit;
export function browserTestKit(options?: { database: true; poolSize?: number }) {
  const kit: { browser?: Browser; db?: Db } = {};
  beforeAll(async () => {
    kit.browser = await launchBrowser();
    if (options?.database) kit.db = createDb(inject('databaseUrl'), options.poolSize);
  });
  afterAll(async () => {
    await kit.browser?.close();
    await kit.db?.$client.end();
  });
  return {
    get browser(): Browser {
      if (!kit.browser) throw new Error('the browser opens in beforeAll: use it in a hook or test');
      return kit.browser;
    },
    get db(): Db {
      if (!kit.db) throw new Error('no database: browserTestKit({ database: true })');
      return kit.db;
    },
  };
}
