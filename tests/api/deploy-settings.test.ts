import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../src/server/api/app';
import { isDeployed } from '../../src/server/config/runtime';
import {
  assertDeploySettings,
  deploySettingsProblems,
  startupProblems,
} from '../../src/server/api/deploy-settings';
import { createTestDatabase } from '../support/test-database';

/** What a Netlify function sees at run time: SITE_ID among the read-only variables, no CONTEXT. */
const NETLIFY_RUNTIME = { SITE_ID: '1d01c0c0-4554-4747-93b8-34ce3448ab95', SITE_NAME: 'borse' };

const COMPLETE = {
  JWT_SECRET: 'x'.repeat(48),
  DATABASE_URL: 'postgres://shop@db.example/shop',
  SMTP_HOST: 'smtp.example',
  MAIL_FROM: 'Borse <shop@example.com>',
  STRIPE_SECRET_KEY: 'sk_test_a',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_a',
  STRIPE_WEBHOOK_SECRET: 'whsec_a',
};

/** The variables a developer's shell or the test run may have, cleared so each case is its own. */
const CLEARED = [
  'CONTEXT',
  'SHOP_BUNDLE_CHECK',
  'NODE_ENV',
  'NETLIFY_DEV',
  'NETLIFY_LOCAL',
  'PAYMENT_SIMULATOR_URL',
  ...Object.keys(NETLIFY_RUNTIME),
  ...Object.keys(COMPLETE),
];

function environment(values: Record<string, string>): void {
  for (const name of CLEARED) vi.stubEnv(name, undefined);
  for (const [name, value] of Object.entries(values)) vi.stubEnv(name, value);
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  vi.resetModules();
});

describe('a Netlify function at run time', () => {
  it('knows it is deployed from what Netlify sets for functions, without CONTEXT or NODE_ENV', () => {
    environment(NETLIFY_RUNTIME);
    expect(isDeployed()).toBe(true);
  });

  it("knows it from the Netlify global that Netlify's bootstrap defines", () => {
    environment({});
    vi.stubGlobal('Netlify', { env: {}, context: null });
    try {
      expect(isDeployed()).toBe(true);
      expect(startupProblems()).toContain('JWT_SECRET is not set');
      // The production build loading the bundle to see it answer: not a deploy's start.
      vi.stubEnv('SHOP_BUNDLE_CHECK', 'true');
      expect(startupProblems()).toEqual([]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('is not deployed under netlify dev or on a developer machine', () => {
    environment({ ...NETLIFY_RUNTIME, NETLIFY_DEV: 'true' });
    expect(isDeployed()).toBe(false);
    environment({});
    expect(isDeployed()).toBe(false);
  });

  it('refuses to sign tokens with a made-up secret when JWT_SECRET is missing', async () => {
    environment(NETLIFY_RUNTIME);
    const { jwtSecret } = await import('../../src/server/config/jwt-secret');
    expect(() => jwtSecret()).toThrow('JWT_SECRET is not set');
  });
});

describe('the settings a deploy needs', () => {
  it('names every missing one', () => {
    expect(deploySettingsProblems({})).toEqual([
      'JWT_SECRET is not set',
      'DATABASE_URL is not set',
      'SMTP_HOST is not set: the shop cannot send mail',
      'MAIL_FROM is not set: mail would come from localhost',
      expect.stringContaining('Payments are not configured: set STRIPE_SECRET_KEY'),
    ]);
    expect(deploySettingsProblems({ ...COMPLETE, JWT_SECRET: 'short' })).toEqual([
      'JWT_SECRET must be at least 32 characters',
    ]);
    expect(deploySettingsProblems({ ...COMPLETE, PAYMENT_SIMULATOR_URL: 'http://x' })).toEqual([
      expect.stringContaining('PAYMENT_SIMULATOR_URL is set'),
    ]);
    expect(deploySettingsProblems(COMPLETE)).toEqual([]);
  });

  it('answers every call 503 and logs why when the function starts without them', async () => {
    environment(NETLIFY_RUNTIME);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    // The deployed entry point itself, loaded as a cold start loads it.
    const { default: api } = await import('../../functions/api.mjs');
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]?.[0])).toContain('JWT_SECRET is not set');
    for (const path of ['/api/health', '/api/products?rows=1']) {
      const res = await api(new Request(`http://localhost${path}`));
      expect(res.status).toBe(503);
      const body = (await res.json()) as { code: string; message: string };
      expect(body.code).toBe('SERVICE_UNAVAILABLE');
      expect(body.message).not.toContain('JWT_SECRET');
    }
  });

  it('serves as usual on a deploy that has its settings, and in the build', async () => {
    environment({ ...NETLIFY_RUNTIME, ...COMPLETE });
    const { db, drop } = await createTestDatabase();
    try {
      const configured = createApp({ getDb: async () => db, settingsProblems: startupProblems() });
      expect((await configured.request('/api/health')).status).toBe(200);
      // gatsby build runs with NODE_ENV=production and reads the catalogue through the app.
      environment({ NODE_ENV: 'production' });
      const build = createApp({ getDb: async () => db });
      expect((await build.request('/api/defaults')).status).toBe(200);
    } finally {
      await drop();
    }
  });

  it('stops a scheduled function before it works on a half-configured deploy', () => {
    environment(NETLIFY_RUNTIME);
    expect(() => assertDeploySettings()).toThrow(/not configured: JWT_SECRET is not set/);
    environment({});
    expect(() => assertDeploySettings()).not.toThrow();
  });
});
