import type { BrowserContext, Page } from 'playwright-core';
import type { AdminScreen } from './admin-screens';

/** One opening of a screen by its address, from navigation start (the page's own clock). */
export interface ScreenOpen {
  /** Until its main content is shown: no loading message left in <main>, something in it. */
  readyMs: number;
  /**
   * API calls the page made until then: when the first was asked (the page's JavaScript had
   * loaded and run up to it), when the last one's answer ended, and each one (for the JSON).
   */
  apiCalls: number;
  firstApiStartMs: number;
  lastApiEndMs: number;
  calls: { path: string; startMs: number; endMs: number }[];
  /** JavaScript the page loaded until then (decoded bytes, cache or network). */
  scriptBytes: number;
}

const OPEN_TIMEOUT_MS = 30_000;

/**
 * In the page: the screen is shown when <main> has content (a table, a form, a list, a
 * field or an alert) and neither a loading message nor anything aria-busy. Every
 * admin screen says "Loading…" in a role="status" paragraph until its data is there, and the
 * static shell says it too until the login is read, so this cannot fire on the bare shell.
 */
function readyProbe(loadingTexts: string[]): number | false {
  const main = document.querySelector('main');
  if (!main) return false;
  const waiting = [...main.querySelectorAll('[role="status"]')].some((el) =>
    loadingTexts.includes((el.textContent ?? '').trim()),
  );
  if (waiting || main.querySelector('[aria-busy="true"]')) return false;
  if (!main.querySelector('table, form, ul, dl, select, input, [role="alert"]')) return false;
  return performance.now();
}

function pageFigures(readyMs: number): ScreenOpen {
  const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  const before = resources.filter((r) => r.responseEnd <= readyMs);
  const api = before.filter((r) => new URL(r.name).pathname.startsWith('/api/'));
  return {
    readyMs,
    apiCalls: api.length,
    firstApiStartMs: Math.min(readyMs, ...api.map((r) => r.startTime)),
    calls: api.map((r) => ({
      path: new URL(r.name).pathname + new URL(r.name).search,
      startMs: Math.round(r.startTime),
      endMs: Math.round(r.responseEnd),
    })),
    lastApiEndMs: Math.max(0, ...api.map((r) => r.responseEnd)),
    scriptBytes: before
      .filter((r) => r.initiatorType === 'script' || r.name.endsWith('.js'))
      .reduce((sum, r) => sum + r.decodedBodySize, 0),
  };
}

/** Opens `screen` in a new tab of the signed-in browser and times it until it is shown. */
export async function openScreen(
  context: BrowserContext,
  baseUrl: string,
  screen: AdminScreen,
  loadingTexts: string[],
): Promise<ScreenOpen> {
  const page = await context.newPage();
  try {
    await page.goto(`${baseUrl}${screen.path}`, { waitUntil: 'commit' });
    const ready = await page.waitForFunction(readyProbe, loadingTexts, {
      polling: 'raf',
      timeout: OPEN_TIMEOUT_MS,
    });
    const readyMs = (await ready.jsonValue()) as number;
    return await page.evaluate(pageFigures, readyMs);
  } finally {
    await page.close();
  }
}

/** Polls until `done` holds: for waits Playwright's locators do not express (a count). */
async function until(done: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`still waiting after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A save from the click to its confirmation on screen (a toast with `confirmation`'s text), in
 * ms of the bench's clock. A toast's text is its id (src/components/layout/Toasts.tsx): while
 * an earlier sample's is shown the same one is not shown again, so each sample waits for the
 * last one's to close (3 s) before it clicks.
 */
export async function timeSave(
  page: Page,
  act: () => Promise<void>,
  confirmation: string | RegExp,
): Promise<number> {
  const toasts = page.locator('.Toastify__toast').filter({ hasText: confirmation });
  await until(async () => (await toasts.count()) === 0, OPEN_TIMEOUT_MS);
  const started = performance.now();
  await act();
  await toasts.first().waitFor({ timeout: OPEN_TIMEOUT_MS });
  return performance.now() - started;
}
