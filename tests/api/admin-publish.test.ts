import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '../../src/server/api/api-routes';
import type { AppEnv } from '../../src/server/http/env';
import { findDeclaredRoute } from '../../src/server/http/route/find-route';
import { recordSavedSnapshot, saveSnapshotTime } from '../../src/build/publish-record';
import { markCatalogueChanges } from '../../src/server/api/middleware/mark-catalogue-changes';
import {
  databaseNow,
  readPublishState,
  recordBuildStarted,
  recordPublished,
} from '../../src/server/publishing/publish-state';
import { startFakeBuildHook, type FakeBuildHook } from '../support/fake-build-hook';
import { createTestApp, signedInAs, type TestApp } from '../support/test-app';

let t: TestApp;
let hook: FakeBuildHook;
let admin: Record<string, string>;
let customer: Record<string, string>;

beforeAll(async () => {
  delete process.env.BUILD_HOOK_URL;
  t = await createTestApp();
  hook = await startFakeBuildHook();
  admin = (await signedInAs(t.db, 'A')).headers;
  customer = (await signedInAs(t.db, 'C')).headers;
});
afterAll(async () => {
  await hook.stop();
  await t.drop();
});
afterEach(() => {
  delete process.env.BUILD_HOOK_URL;
  hook.answerWith(200);
});

interface Publish {
  stale: boolean;
  changedAt: string | null;
  publishedAt: string | null;
  requestedAt: string | null;
  hook: string;
  phase: 'queued' | 'building' | 'idle';
  buildStartedAt: string | null;
  lastBuildSeconds: number | null;
}

async function publishState(): Promise<Publish> {
  const res = await t.get('/api/admin_publish', admin);
  expect(res.status).toBe(200);
  return res.body.publish as Publish;
}

/**
 * A build's snapshot time, read as the build reads it. A change is marked rounded up to the next
 * millisecond (a snapshot in the same millisecond counts as older), so the build comes a moment
 * after the test's last save.
 */
async function snapshotTime(): Promise<Date> {
  await new Promise((resolve) => setTimeout(resolve, 5));
  return databaseNow(t.db);
}

/** Publishes everything saved so far, as a finished build would. */
async function publishNow(): Promise<void> {
  await recordPublished(t.db, await snapshotTime());
  expect((await publishState()).stale).toBe(false);
}

const saveBrand = (name: string) =>
  t.send('POST', '/api/admin_brands', { name, itaName: `${name} IT` }, admin);

describe('the static site goes stale on catalogue changes', () => {
  it('starts fresh: the seeded shop is what a first build publishes', async () => {
    expect(await publishState()).toEqual({
      stale: false,
      changedAt: null,
      publishedAt: null,
      requestedAt: null,
      hook: 'none',
      phase: 'idle',
      buildStartedAt: null,
      lastBuildSeconds: null,
    });
  });

  it('marks the site stale when a brand is saved, until a build publishes it', async () => {
    expect((await saveBrand('Stale Brand')).status).toBe(200);
    const stale = await publishState();
    expect(stale.stale).toBe(true);
    expect(Date.parse(stale.changedAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect(stale.publishedAt).toBeNull();

    const snapshotTakenAt = await snapshotTime();
    await recordPublished(t.db, snapshotTakenAt);
    const fresh = await publishState();
    expect(fresh).toMatchObject({ stale: false, publishedAt: snapshotTakenAt.toISOString() });

    // A slower, older build finishing later does not take the publish time back.
    await recordPublished(t.db, new Date(snapshotTakenAt.getTime() - 60_000));
    expect(await publishState()).toMatchObject({
      stale: false,
      publishedAt: snapshotTakenAt.toISOString(),
    });

    // A change saved after the snapshot was read is not on the site yet.
    expect((await saveBrand('Later Brand')).status).toBe(200);
    expect((await publishState()).stale).toBe(true);
  });

  it("clears only once the build's last step (the adapter) records its saved snapshot", async () => {
    expect((await saveBrand('Headers Brand')).status).toBe(200);
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'publish-')), 'snapshot.json');
    // onPostBuild: the pages are written, the headers not yet.
    const takenAt = await snapshotTime();
    await saveSnapshotTime(takenAt, file);
    expect((await publishState()).stale).toBe(true);
    // The adapter, after public/_headers and its Content-Security-Policy.
    expect(await recordSavedSnapshot(t.db, file)).toBe(true);
    expect(await publishState()).toMatchObject({
      stale: false,
      publishedAt: takenAt.toISOString(),
    });
    // Recorded once: a later build that never got that far records nothing.
    expect(await recordSavedSnapshot(t.db, file)).toBe(false);
  });

  it('leaves the site fresh after a refused write or a read', async () => {
    await publishNow();
    expect((await t.send('POST', '/api/admin_brands', { name: '' }, admin)).status).toBe(400);
    expect((await t.get('/api/admin_brands', admin)).status).toBe(200);
    expect((await t.send('POST', '/api/admin_brands', { name: 'X' }, customer)).status).toBe(403);
    expect((await publishState()).stale).toBe(false);
  });

  it('ignores orders, customers, reviews, messages and the like', async () => {
    await publishNow();
    // The middleware reads the facts the real routes declare; stand-in handlers answer 200
    // without writing, so only the declarations decide.
    const probe = new Hono<AppEnv>();
    probe.use('*', findDeclaredRoute(API_ROUTES));
    probe.use('*', async (c, next) => {
      c.set('db', t.db);
      await next();
    });
    probe.use('*', markCatalogueChanges);
    const leaveAlone = [
      ['PUT', 'admin_orders'],
      ['POST', 'admin_ship_order'],
      ['POST', 'admin_customers'],
      ['POST', 'admin_image'],
      ['DELETE', 'admin_reviews'],
    ] as const;
    for (const [method, name] of [...leaveAlone, ['PUT', 'admin_products']] as const) {
      probe.on(method, `/api/${name}`, (c) => c.json({ ok: true }));
    }

    for (const [method, name] of leaveAlone) {
      expect((await probe.request(`/api/${name}`, { method })).status).toBe(200);
    }
    expect((await publishState()).stale).toBe(false);
    expect((await probe.request('/api/admin_products', { method: 'PUT' })).status).toBe(200);
    expect((await publishState()).stale).toBe(true);
  });
});

describe('CSV imports mark the site stale only when they write', () => {
  it('a stock preview changes nothing; its apply marks the change', async () => {
    await publishNow();
    const exported = await t.app.request('/api/admin_product_stock_export', { headers: admin });
    expect(exported.status).toBe(200);
    const csv = await exported.text();
    const preview = await t.send(
      'POST',
      '/api/admin_product_update_stock_level',
      { csv, mode: 'preview' },
      admin,
    );
    expect(preview.status).toBe(200);
    expect((await publishState()).stale).toBe(false);

    const applied = await t.send(
      'POST',
      '/api/admin_product_update_stock_level',
      { csv, mode: 'apply' },
      admin,
    );
    expect(applied.status).toBe(200);
    expect((await publishState()).stale).toBe(true);
  });
});

describe('POST admin_publish', () => {
  it('answers 503 when no build hook is set', async () => {
    const res = await t.send('POST', '/api/admin_publish', {}, admin);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      code: 'PUBLISH_UNAVAILABLE',
      message: 'Publishing is not set up: set BUILD_HOOK_URL',
    });
  });

  it('asks the build hook for a build and notes the request', async () => {
    process.env.BUILD_HOOK_URL = hook.url;
    expect((await saveBrand('Publish Brand')).status).toBe(200);
    const before = hook.hits.length;
    const res = await t.send('POST', '/api/admin_publish', {}, admin);
    expect(res.status).toBe(202);
    const publish = res.body.publish as Publish;
    expect(publish.hook).toBe('local');
    expect(Date.parse(publish.requestedAt!)).toBeGreaterThan(Date.now() - 60_000);
    // Asking is not publishing: the site stays stale until the build records itself.
    expect(publish.stale).toBe(true);
    expect(hook.hits.slice(before)).toEqual([{ method: 'POST', path: '/build_hooks/test' }]);
    expect((await readPublishState(t.db)).requestedAt?.toISOString()).toBe(publish.requestedAt);
  });

  it('answers 502 when the build hook fails, and notes no request', async () => {
    process.env.BUILD_HOOK_URL = hook.url;
    await publishNow();
    hook.answerWith(500);
    const before = await readPublishState(t.db);
    const res = await t.send('POST', '/api/admin_publish', {}, admin);
    expect(res.status).toBe(502);
    expect(res.body.code).toBe('GENERIC');
    expect(JSON.stringify(res.body)).not.toContain(hook.url);
    expect((await readPublishState(t.db)).requestedAt).toEqual(before.requestedAt);
  });

  it('is for administrators only', async () => {
    process.env.BUILD_HOOK_URL = hook.url;
    const before = hook.hits.length;
    expect((await t.get('/api/admin_publish')).status).toBe(401);
    expect((await t.get('/api/admin_publish', customer)).status).toBe(403);
    expect((await t.send('POST', '/api/admin_publish', {}, {})).status).toBe(401);
    expect((await t.send('POST', '/api/admin_publish', {}, customer)).status).toBe(403);
    expect(hook.hits.length).toBe(before);
  });

  it('does not itself make the site stale', async () => {
    process.env.BUILD_HOOK_URL = hook.url;
    await publishNow();
    expect((await t.send('POST', '/api/admin_publish', {}, admin)).status).toBe(202);
    expect((await publishState()).stale).toBe(false);
  });
});

describe('publish phases: queued, building, live', () => {
  const post = () => t.send('POST', '/api/admin_publish', {}, admin);
  const phaseOf = (res: { body: Record<string, unknown> }) => (res.body.publish as Publish).phase;

  it('calls the hook once for a build that has not started, once more during a build', async () => {
    process.env.BUILD_HOOK_URL = hook.url;
    await publishNow();
    expect((await saveBrand('Phase Brand')).status).toBe(200);
    const before = hook.hits.length;

    const first = await post();
    expect(first.status).toBe(202);
    expect(phaseOf(first)).toBe('queued');
    // Asked again before the build started: it will read this change anyway.
    const again = await post();
    expect(again.status).toBe(202);
    expect(phaseOf(again)).toBe('queued');
    expect(hook.hits.length - before).toBe(1);

    // The build reads the database: building.
    const started = await snapshotTime();
    await recordBuildStarted(t.db, started);
    const building = await publishState();
    expect(building.phase).toBe('building');
    expect(building.buildStartedAt).toBe(started.toISOString());

    // A change during the build needs one more build: one more hook call, then no more.
    expect((await saveBrand('Phase Brand 2')).status).toBe(200);
    expect(phaseOf(await post())).toBe('queued');
    expect(phaseOf(await post())).toBe('queued');
    expect(phaseOf(await post())).toBe('queued');
    expect(hook.hits.length - before).toBe(2);

    // The first build finishes: the second is still queued; it starts and finishes.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await recordPublished(t.db, started);
    const between = await publishState();
    expect(between.phase).toBe('queued');
    expect(between.lastBuildSeconds).toBeGreaterThanOrEqual(1);
    const second = await snapshotTime();
    await recordBuildStarted(t.db, second);
    expect((await publishState()).phase).toBe('building');
    await recordPublished(t.db, second);
    const live = await publishState();
    expect(live).toMatchObject({ phase: 'idle', stale: false });
    expect(live.lastBuildSeconds).toBeGreaterThanOrEqual(0);
    expect(live.lastBuildSeconds).toBeLessThan(60);
  });

  it('two administrators asking at the same moment call the hook once', async () => {
    process.env.BUILD_HOOK_URL = hook.url;
    await publishNow();
    const before = hook.hits.length;
    const answers = await Promise.all(Array.from({ length: 6 }, () => post()));
    for (const res of answers) expect(res.status).toBe(202);
    expect(hook.hits.length - before).toBe(1);
  });

  it('an older build finishing late keeps the newer time it took', async () => {
    const older = await snapshotTime();
    const newer = await snapshotTime();
    await recordPublished(t.db, newer);
    const kept = (await publishState()).lastBuildSeconds;
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await recordPublished(t.db, older);
    expect((await publishState()).lastBuildSeconds).toBe(kept);
  });
});
