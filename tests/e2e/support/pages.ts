import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { priceCents } from './catalogue';
import { TEXT, type Language } from './texts';

export const baseUrl = inject('baseUrl');

/** An absolute address on the site under test. */
export const siteUrl = (path: string) => `${baseUrl}${path}`;

/** The part of the current address after the host, e.g. "/it/category/Bags?brand=X". */
export const currentPath = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

export type Device = 'desktop' | 'mobile';

const LOCALES: Record<Language, string> = { en: 'en-GB', it: 'it-IT' };

export interface VisitorOptions {
  language: Language;
  device?: Device;
  /**
   * Pictures come from the API function, which `netlify dev` answers slowly (seconds each on
   * a busy machine), and the page's own API calls queue behind them. Tests that do not look at
   * pictures get a 1×1 stand-in instead; the <img> elements and their alt texts are the
   * site's own either way.
   */
  realImages?: boolean;
}

/** A transparent 1×1 PNG. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * A fresh visitor: no storage, a browser in the given language, and either a 1280×800 desktop
 * window or a 390×844 phone (touch, mobile viewport), below the navbar's 768 px breakpoint.
 */
export async function newVisitor(
  browser: Browser,
  { language, device = 'desktop', realImages = false }: VisitorOptions,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    locale: LOCALES[language],
    ...(device === 'desktop'
      ? { viewport: { width: 1280, height: 800 } }
      : {
          viewport: { width: 390, height: 844 },
          deviceScaleFactor: 3,
          isMobile: true,
          hasTouch: true,
        }),
  });
  // Everything a test waits for takes a second or two; a stuck wait fails well before the
  // test's own time-out, with Playwright's account of what it was waiting for.
  context.setDefaultTimeout(15_000);
  if (!realImages) {
    await context.route(
      (url) => url.origin === new URL(baseUrl).origin && /^\/(api\/)?images\//.test(url.pathname),
      (route) => route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL }),
    );
  }
  return context;
}

/** Runs `work` with a fresh visitor and closes the context whatever happens. */
export async function asVisitor<T>(
  browser: Browser,
  options: VisitorOptions,
  work: (context: BrowserContext) => Promise<T>,
): Promise<T> {
  const context = await newVisitor(browser, options);
  try {
    return await work(context);
  } finally {
    await context.close();
  }
}

/**
 * Loads a page without waiting for every picture (the load event): tests wait for what they
 * need, such as the age gate or the live product list, which only appear once React runs.
 */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(siteUrl(path), { waitUntil: 'domcontentloaded' });
}

export async function reload(page: Page): Promise<void> {
  await page.reload({ waitUntil: 'domcontentloaded' });
}

export const ageGate = (page: Page, language: Language): Locator =>
  page.getByRole('dialog', { name: TEXT[language].ageTitle });

/**
 * Answers "yes" in the age gate. The gate opens only once React has hydrated and read the
 * browser's storage, so after this the page reacts to clicks.
 */
export async function confirmAge(page: Page, language: Language): Promise<void> {
  const gate = ageGate(page, language);
  await gate.waitFor();
  await gate.getByRole('button', { name: TEXT[language].ageConfirm }).click();
  await gate.waitFor({ state: 'hidden' });
}

/** Opens a page of the shop as a first-time visitor and gets past the age gate. */
export async function openShop(
  context: BrowserContext,
  path: string,
  language: Language,
): Promise<Page> {
  const page = await context.newPage();
  await visit(page, path);
  await confirmAge(page, language);
  return page;
}

/**
 * A product list has its live products once its filters are enabled (they wait, aria-busy,
 * until GET products has answered).
 */
export async function waitForLiveList(page: Page): Promise<void> {
  await page.locator('.filter-panel[aria-busy="false"]').waitFor({ state: 'attached' });
}

/** The number in the list's "N products" status line. */
export async function resultCount(page: Page, language: Language): Promise<number> {
  const text =
    (await page
      .getByRole('status')
      .filter({ hasText: TEXT[language].countPattern })
      .textContent()) ?? '';
  const match = TEXT[language].countPattern.exec(text.trim());
  if (!match) throw new Error(`no result count in "${text}"`);
  return Number(match[1]);
}

export const productGrid = (page: Page, language: Language): Locator =>
  page.getByRole('list', { name: TEXT[language].productList, exact: true });

/** The product names on the current page of a list, in order. */
export async function gridNames(page: Page, language: Language): Promise<string[]> {
  const names = await productGrid(page, language)
    .getByRole('listitem')
    .getByRole('link')
    .allTextContents();
  return names.map((name) => name.trim());
}

/** The prices shown on the current page of a list, in cents (null for "TBC"). */
export async function gridPrices(page: Page, language: Language): Promise<(number | null)[]> {
  const prices = await productGrid(page, language)
    .getByRole('listitem')
    .locator('.price strong')
    .allTextContents();
  return prices.map(priceCents);
}

/** A query parameter of the current address, all its values. */
export const queryValues = (page: Page, name: string): string[] =>
  new URL(page.url()).searchParams.getAll(name);

/** Waits until a value read from the page equals the expected one. */
export function eventually<T>(read: () => Promise<T> | T, timeout = 10_000) {
  return expect.poll(read, { timeout, interval: 100 });
}

/**
 * Waits until the footer's forms have hydrated: its code arrives after the page's (issue 25.15),
 * and a submit button turning from disabled to enabled fades its colours in for 150 ms, which a
 * check of colours caught half-way would judge.
 */
export async function footerHydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.querySelector('footer button[type="submit"][disabled]'),
  );
}

/** Waits until no transition or finite animation is running (modal fades, toasts). */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}
