import { cpSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { envNumber } from '../../../src/server/config/env-number';
import { commandRunner } from '../../../src/server/providers/build-hook/local-build-runners';
import { startLocalBuilder } from '../../../src/server/providers/build-hook/local-builder';
import { CHROMIUM_FLAGS, chromiumPath } from '../../chromium';
import { timeBuild } from '../build-time';
import { latencyStats, type LatencyStats } from '../checkout-latency';
import type { TargetResult } from '../target-result';
import { serveSite } from '../serve';
import { scoped, withDatabase } from '../throwaway-database';
import { createWorkspace, type Workspace } from '../workspace';
import { signInAdmin, type AdminLogin } from './admin-login';
import { adminScreens, type AdminScreen } from './admin-screens';
import { fillSampleShop } from './shop-records';
import { openScreen, timeSave, type ScreenOpen } from './screen-timing';

/** Issue 26.8's targets on a quiet machine. */
export const OPEN_TARGET_MS = 1000;
export const SAVE_TARGET_MS = 500;

export interface ScreenResult {
  name: string;
  path: string;
  /** The first open in the session's browser (nothing cached yet). */
  firstMs: number | null;
  /** The next opens, each in a new tab. */
  stats: LatencyStats | null;
  apiCalls: number;
  firstApiStartMs: number;
  lastApiEndMs: number;
  scriptKb: number;
  /** The API calls of the median open, to see which waits for which. */
  calls: ScreenOpen['calls'];
  error?: string;
}

export interface AdminBench {
  takenAt: string;
  loadAverage: number[];
  opens: number;
  screens: ScreenResult[];
  saves: { name: string; stats: LatencyStats | null; error?: string }[];
  publish: { seconds: number | null; note?: string };
}

const ROOT = process.cwd();

/** Every text an admin screen shows while it loads (keys ending in "loading"), both languages. */
function loadingTexts(): string[] {
  const texts = new Set<string>();
  for (const language of ['en', 'it']) {
    const dir = path.join(ROOT, 'src/locales', language);
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      const words = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<
        string,
        unknown
      >;
      for (const [key, value] of Object.entries(words)) {
        if (/loading$/i.test(key) && typeof value === 'string') texts.add(value.trim());
      }
    }
  }
  return [...texts];
}

/** The administrator's browser: past the age gate, signed in, their device remembered. */
async function adminContext(browser: Browser, baseUrl: string, login: AdminLogin) {
  const context = await browser.newContext({
    locale: 'en-GB',
    viewport: { width: 1280, height: 800 },
  });
  context.setDefaultTimeout(30_000);
  await context.addCookies([
    {
      name: 'admin_device',
      value: login.device,
      url: `${baseUrl}/api`,
      httpOnly: true,
      sameSite: 'Strict',
    },
  ]);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/`, { waitUntil: 'domcontentloaded' });
  const gate = page.getByRole('dialog', { name: 'Are you 18 or older?' });
  await gate.getByRole('button', { name: 'Yes, I am 18 or older' }).click();
  await gate.waitFor({ state: 'hidden' });
  await page.evaluate(
    (session) => window.localStorage.setItem('borse-customer', session),
    JSON.stringify(login.session),
  );
  await page.close();
  return context;
}

async function benchScreen(
  context: BrowserContext,
  baseUrl: string,
  screen: AdminScreen,
  opens: number,
  texts: string[],
): Promise<ScreenResult> {
  const runs: ScreenOpen[] = [];
  try {
    for (let i = 0; i <= opens; i += 1)
      runs.push(await openScreen(context, baseUrl, screen, texts));
  } catch (err) {
    return {
      ...screen,
      firstMs: null,
      stats: null,
      apiCalls: 0,
      firstApiStartMs: 0,
      lastApiEndMs: 0,
      scriptKb: 0,
      calls: [],
      error: (err as Error).message.split('\n')[0],
    };
  }
  const [first, ...rest] = runs;
  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  return {
    ...screen,
    firstMs: first?.readyMs ?? null,
    stats: latencyStats(rest.map((r) => r.readyMs)),
    apiCalls: median(rest.map((r) => r.apiCalls)),
    firstApiStartMs: median(rest.map((r) => r.firstApiStartMs)),
    lastApiEndMs: median(rest.map((r) => r.lastApiEndMs)),
    scriptKb: (first?.scriptBytes ?? 0) / 1000,
    calls:
      [...rest].sort((a, b) => a.readyMs - b.readyMs)[Math.floor(rest.length / 2)]?.calls ?? [],
  };
}

type Save = { name: string; stats: LatencyStats | null; error?: string };

async function benchSave(
  page: Page,
  name: string,
  samples: number,
  one: (i: number) => Promise<number>,
): Promise<Save> {
  const times: number[] = [];
  try {
    for (let i = 0; i < samples; i += 1) times.push(await one(i));
    return { name, stats: latencyStats(times) };
  } catch (err) {
    // What the screen said instead of the confirmation, and a picture of it, to see why.
    const shown = await page
      .locator('main [role="alert"]')
      .allInnerTexts()
      .catch(() => []);
    const picture = path.join(ROOT, 'bench/results', `admin-${name.replace(/\W+/g, '-')}.png`);
    await page.screenshot({ path: picture, fullPage: true }).catch(() => undefined);
    const said = shown.filter(Boolean).join(' / ');
    return {
      name,
      stats: null,
      error: `${(err as Error).message.split('\n')[0]}${said ? ` (the screen said: ${said})` : ''}`,
    };
  }
}

/** A product save, a settings save and an order action, each from the click to its toast. */
async function benchSaves(
  context: BrowserContext,
  baseUrl: string,
  records: { sku: string; shippedOrders: string[] },
  samples: number,
  texts: string[],
): Promise<Save[]> {
  const page = await context.newPage();
  const open = async (address: string) =>
    openScreen(context, baseUrl, { name: address, path: address }, texts).then(() =>
      page.goto(`${baseUrl}${address}`, { waitUntil: 'domcontentloaded' }),
    );
  try {
    const form = `/admin_product/edit/${encodeURIComponent(records.sku)}`;
    await open(form);
    const product = await benchSave(page, 'product save (en)', samples, async (i) => {
      // A saved product goes back to the list: each sample opens the form again (not timed).
      if (i > 0) await page.goto(`${baseUrl}${form}`, { waitUntil: 'domcontentloaded' });
      const save = page.getByRole('button', { name: 'Save changes', exact: true });
      await save.waitFor();
      return timeSave(page, () => save.click(), `Product ${records.sku} saved.`);
    });
    await open('/admin_site_page');
    const setting = await benchSave(page, 'setting save (Page)', samples, async (i) => {
      await page
        .getByLabel('Background colour', { exact: true })
        .fill(i % 2 ? '#fdf8f2' : '#fdf8f3');
      const save = page.getByRole('button', { name: 'Save Page', exact: true });
      return timeSave(page, () => save.click(), 'Page settings saved.');
    });
    const action = await benchSave(page, 'order action (Complete)', samples, async (i) => {
      const order = records.shippedOrders[i];
      if (!order) throw new Error('not enough shipped orders to complete');
      await page.goto(`${baseUrl}/admin_orders?order=${order}`, { waitUntil: 'domcontentloaded' });
      await page.getByRole('button', { name: 'Complete', exact: true }).click();
      const confirm = page
        .getByRole('dialog')
        .getByRole('button', { name: 'Confirm', exact: true });
      return timeSave(page, () => confirm.click(), /^Order .+ completed$/);
    });
    return [product, setting, action];
  } finally {
    await page.close();
  }
}

/** POST admin_publish to the build's end: the local builder runs gatsby build in the copy. */
async function benchPublish(
  baseUrl: string,
  login: AdminLogin,
  idle: () => Promise<void>,
): Promise<AdminBench['publish']> {
  if (['0', 'false'].includes(process.env.BENCH_ADMIN_PUBLISH ?? '')) {
    return { seconds: null, note: 'skipped (BENCH_ADMIN_PUBLISH=0)' };
  }
  const { user } = login.session as { user: { token: string; userName: string } };
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/admin_publish`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${user.token}`,
      customer: user.userName,
      cookie: `admin_device=${login.device}`,
    },
  });
  if (res.status !== 202) return { seconds: null, note: `admin_publish answered ${res.status}` };
  await idle();
  return { seconds: (performance.now() - started) / 1000 };
}

/** The sample shop's build: the browser tests' public/ when BENCH_REUSE_BUILD=1, else a fresh one. */
async function buildSample(
  workspace: Workspace,
  env: NodeJS.ProcessEnv,
  log: (line: string) => void,
) {
  const built = path.join(ROOT, 'public');
  if (process.env.BENCH_REUSE_BUILD && existsSync(path.join(built, 'index.html'))) {
    log('copying the existing public/ (BENCH_REUSE_BUILD=1)…');
    cpSync(built, workspace.publicDir, { recursive: true });
    return;
  }
  log('building the sample shop…');
  const build = await timeBuild(workspace, env, path.join(ROOT, 'bench/results/build-admin.log'));
  log(`built in ${build.seconds.toFixed(0)} s`);
}

/**
 * npm run bench:admin: every admin screen opened by its address over the built sample shop,
 * served as the browser tests serve it; saves from click to confirmation; Publish to its end.
 */
export async function benchAdmin(
  env: (databaseUrl: string, dataDir: string, workspace: Workspace) => NodeJS.ProcessEnv,
  log: (line: string) => void,
): Promise<AdminBench> {
  const opens = envNumber('BENCH_ADMIN_OPENS', 10);
  const workspace = createWorkspace(ROOT);
  return scoped(
    () =>
      withDatabase('bench_admin', async (db) => {
        const records = await fillSampleShop(db.databaseUrl);
        const siteEnv = env(db.databaseUrl, db.dataDir, workspace);
        await buildSample(workspace, siteEnv, log);
        const builder = await startLocalBuilder({
          run: commandRunner('npx', ['gatsby', 'build'], {
            env: siteEnv,
            cwd: workspace.dir,
            stdio: 'ignore',
          }),
          port: 0,
        });
        const served = { ...siteEnv, BUILD_HOOK_URL: builder.hookUrl };
        const site = await serveSite(
          workspace.dir,
          workspace.publicDir,
          served,
          path.join(ROOT, 'bench/results/netlify-admin.log'),
        );
        const browser = await chromium.launch({
          executablePath: chromiumPath(),
          headless: true,
          args: [...CHROMIUM_FLAGS],
        });
        try {
          const login = await signInAdmin(db.databaseUrl, site.baseUrl);
          const context = await adminContext(browser, site.baseUrl, login);
          const texts = loadingTexts();
          const takenAt = new Date().toISOString();
          const loadAverage = loadavg();
          const screens: ScreenResult[] = [];
          for (const screen of adminScreens(ROOT, records)) {
            log(`opening ${screen.path} ${opens + 1} times…`);
            screens.push(await benchScreen(context, site.baseUrl, screen, opens, texts));
          }
          log('timing saves…');
          const saves = await benchSaves(
            context,
            site.baseUrl,
            records,
            Math.min(opens, 20),
            texts,
          );
          log('publishing (a gatsby build)…');
          const publish = await benchPublish(site.baseUrl, login, () => builder.idle());
          return { takenAt, loadAverage, opens, screens, saves, publish };
        } finally {
          await browser.close();
          await site.stop();
          await builder.stop();
        }
      }),
    workspace.remove,
    workspace.remove,
  );
}

/** Opens within 1 s and saves within 500 ms (p95), issue 26.8. */
export function adminTargets(admin: AdminBench | undefined): TargetResult[] {
  if (!admin) return [];
  const row = (name: string, stats: LatencyStats | null, target: number): TargetResult => ({
    name: `${name} p95`,
    target: `<= ${target} ms`,
    actual: stats ? `${stats.p95Ms.toFixed(0)} ms` : 'not timed',
    status: stats ? (stats.p95Ms <= target ? 'PASS' : 'FAIL') : 'MISSING',
  });
  return [
    ...admin.screens.map((s) => row(`open ${s.path}`, s.stats, OPEN_TARGET_MS)),
    ...admin.saves.map((s) => row(s.name, s.stats, SAVE_TARGET_MS)),
  ];
}
