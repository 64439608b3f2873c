import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningSimulator } from '../../../src/tools/payment-simulator';
import { createApp } from '../../../src/server/api/app';
import { changedTables, databaseFingerprint, type DatabaseFingerprint } from '../db-fingerprint';
import { useSimulator } from '../payments';
import { createTestApp, signedInAs, type TestApp } from '../test-app';
import { apiRoutes, attackRoute } from './attack';
import type { Caller, Victim } from './recipe';
import { createVictim } from './victim';

/**
 * Tables a refused request may write to, and why: that a request was refused is itself
 * recorded there. Nothing else may change.
 */
export const BOOKKEEPING_TABLES = [
  // A wrong password (signin, password change) counts towards the sign-in throttle, and a
  // signin's towards the account's ceiling (issue 28.3), kept with the other limits.
  'login_failures',
  'rate_limits',
];

/** The routes, read from the app itself, so a route added later is attacked too. */
export const ROUTES = apiRoutes(
  createApp({
    getDb: () => Promise.reject(new Error('only the route list is read')),
  }),
);

/**
 * One test file's attack as one caller: every /api call gets `numRuns` generated requests
 * (one test each, named after the call), then the database must be as it was before.
 */
export function hostileSuite(caller: Caller, numRuns: number): void {
  let sim: RunningSimulator | undefined;
  let t: TestApp | undefined;
  let victim: Victim | undefined;
  let self: { id: string; email: string; headers: Record<string, string> } | undefined;
  let before: DatabaseFingerprint = {};

  beforeAll(async () => {
    // Payment calls read the provider settings before they refuse: the simulator answers.
    sim = await useSimulator();
    t = await createTestApp();
    victim = await createVictim(t);
    if (caller !== 'anonymous') self = await signedInAs(t.db, caller === 'admin' ? 'A' : 'C');
    before = await databaseFingerprint(t.db, BOOKKEEPING_TABLES);
  }, 60_000);

  afterAll(async () => {
    await t?.drop();
    await sim?.stop();
  });

  it.each(ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))(
    'refuses hostile input to %s',
    async (_name, route) => {
      if (!t || !victim) throw new Error('the suite did not start');
      const secrets = [victim.email, victim.id, victim.cartId, victim.orderId];
      await attackRoute(
        t.app,
        route,
        { caller, victim, ...(self ? { self: { id: self.id, email: self.email } } : {}) },
        self?.headers ?? {},
        numRuns,
        caller === 'admin' ? [] : secrets,
      );
    },
    60_000,
  );

  it('leaves the database as it was', async () => {
    if (!t) throw new Error('the suite did not start');
    const after = await databaseFingerprint(t.db, BOOKKEEPING_TABLES);
    expect(changedTables(before, after)).toEqual([]);
  });
}
