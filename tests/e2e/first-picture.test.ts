import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { htmlFileFor } from '../../scripts/bench/pages';
import { siteUrl, waitForLiveList } from './support/pages';
import { builtPaths } from './support/site-pages';
import { browserTestKit } from './support/browser-test-kit';

const kit = browserTestKit();

/**
 * Issue 25.15, round 4: a list's or a product's largest paint is its first product picture.
 * The built HTML names it ready to fetch at once (high priority, never lazy) with narrower
 * copies the browser picks by the width the picture takes on screen, and hydration keeps the
 * server's picture rather than making a new one (which would paint only after the scripts).
 */
const PUBLIC_DIR = path.resolve('public');
const FIRST_PICTURE = '[data-testid="product-card"] img, img[data-testid="main-picture"]';

function pagesToCheck(): string[] {
  const built = builtPaths();
  const first = (pattern: RegExp) => built.filter((p) => pattern.test(p)).sort()[0];
  const english = [first(/^\/category\/[^/]+$/), first(/^\/product\/[^/]+$/), '/shop/products'];
  const found = english.filter((p): p is string => Boolean(p));
  return [...found, ...found.map((p) => `/it${p}`)];
}

function builtHtml(urlPath: string): string {
  const file = htmlFileFor(PUBLIC_DIR, urlPath);
  expect(file, `${urlPath} was not built`).toBeTruthy();
  return readFileSync(file!, 'utf8');
}

/** A tag's attributes, names lower-cased. */
function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const m of tag.matchAll(/([\w-]+)="([^"]*)"/g)) {
    attributes.set((m[1] ?? '').toLowerCase(), (m[2] ?? '').replace(/&amp;/g, '&'));
  }
  return attributes;
}

/** The first product picture's <img> tag in a built page's HTML, attributes lower-cased. */
function firstPictureTag(urlPath: string): Map<string, string> {
  const tag = [...builtHtml(urlPath).matchAll(/<img\b[^>]*>/g)]
    .map((m) => m[0])
    .find((img) => /class="card-img-top"|data-testid="main-picture"/.test(img));
  expect(tag, `${urlPath} has no product picture`).toBeTruthy();
  return attributesOf(tag!);
}

/** The picture preloads of a built page's <head>, and whether each comes before its styles. */
function picturePreloads(urlPath: string): { link: Map<string, string>; beforeStyles: boolean }[] {
  const html = builtHtml(urlPath);
  const head = html.slice(0, html.indexOf('</head>'));
  const firstStyle = head.search(/<style\b/);
  return [...head.matchAll(/<link\b[^>]*>/g)]
    .map((m) => ({ link: attributesOf(m[0]), at: m.index }))
    .filter(({ link }) => link.get('rel') === 'preload' && link.get('as') === 'image')
    .map(({ link, at }) => ({ link, beforeStyles: firstStyle < 0 || at < firstStyle }));
}

describe('the first product picture in the built HTML', () => {
  it('is checked on a list and a product page in both languages', () => {
    expect(pagesToCheck()).toHaveLength(6);
  });

  it.each(pagesToCheck())('%s: fetched first, never lazy, with right-sized copies', (urlPath) => {
    const img = firstPictureTag(urlPath);
    expect(img.get('fetchpriority')).toBe('high');
    expect(img.get('loading') ?? 'eager').toBe('eager');
    expect(img.get('sizes')).toBeTruthy();
    const candidates = (img.get('srcset') ?? '').split(',').map((c) => c.trim().split(/\s+/));
    expect(candidates.map(([, width]) => width)).toEqual(['200w', '400w', '800w']);
    expect(candidates.at(-1)?.[0]).toBe(img.get('src'));
    // Every copy is a published file, served as the pages are (no function call per picture).
    for (const [url] of candidates) {
      expect(existsSync(path.join(PUBLIC_DIR, url ?? '')), `${url} is published`).toBe(true);
    }
  });
});

describe('the preload of the largest paint in the built <head>', () => {
  it.each(pagesToCheck())('%s: the first picture, as its <img> will pick it', (urlPath) => {
    const img = firstPictureTag(urlPath);
    const preloads = picturePreloads(urlPath);
    expect(preloads).toHaveLength(1);
    const [{ link, beforeStyles }] = preloads as [(typeof preloads)[number]];
    expect(beforeStyles, 'ahead of the inlined styles').toBe(true);
    expect(link.get('href')).toBe(img.get('src'));
    expect(link.get('imagesrcset')).toBe(img.get('srcset'));
    expect(link.get('imagesizes')).toBe(img.get('sizes'));
    expect(link.get('fetchpriority')).toBe('high');
  });

  it.each(['/', '/it'])('%s: the banner, one picture for each range of widths', (urlPath) => {
    const html = builtHtml(urlPath);
    const picture = /<picture>(.*?)<\/picture>/s.exec(html)?.[1] ?? '';
    const shown = [...picture.matchAll(/<(?:source|img)\b[^>]*>/g)].map((m) => attributesOf(m[0]));
    expect(shown.length, 'the seeded home page has a banner').toBeGreaterThan(0);
    const preloads = picturePreloads(urlPath);
    expect(preloads.every((p) => p.beforeStyles)).toBe(true);
    expect(preloads.map(({ link }) => link.get('href'))).toEqual(
      shown.map((tag) => tag.get('srcset') ?? tag.get('src')),
    );
    // Each source shows from its min-width up to the next wider one; the <img> below them.
    const froms = shown.flatMap((tag) => tag.get('media') ?? []);
    const expected = [...froms, undefined].map((from, index) => {
      const wider = /\d+/.exec(froms[index - 1] ?? '')?.[0];
      const upTo = wider ? `(max-width: ${Number(wider) - 0.02}px)` : undefined;
      return [from, upTo].filter(Boolean).join(' and ');
    });
    expect(preloads.map(({ link }) => link.get('media') ?? '')).toEqual(expected);
    expect(preloads.every(({ link }) => link.get('fetchpriority') === 'high')).toBe(true);
  });
});

afterAll(() => kit.browser?.close());

/** The chosen copy's width (from its srcset descriptor) and the picture's width on screen. */
const chosenAndShown = (page: Page) =>
  page
    .locator(FIRST_PICTURE)
    .first()
    .evaluate(async (img: HTMLImageElement) => {
      if (!img.complete) await new Promise((resolve) => img.addEventListener('load', resolve));
      const chosen = img.srcset
        .split(',')
        .map((candidate) => candidate.trim().split(/\s+/))
        .find(([url]) => new URL(url ?? '', document.baseURI).href === img.currentSrc);
      return { chosen: Number.parseInt(chosen?.[1] ?? '0', 10), shown: img.clientWidth };
    });

describe('the copy a browser picks', () => {
  const cases = ['/shop/products', pagesToCheck()[1] ?? ''].flatMap((urlPath) =>
    [390, 1280].map((width) => [urlPath, width] as const),
  );

  it.each(cases)(
    '%s at %i px: fills the picture without being over twice its width',
    async (urlPath, width) => {
      const context = await kit.browser.newContext({ viewport: { width, height: 844 } });
      try {
        const page = await context.newPage();
        await page.goto(siteUrl(urlPath), { waitUntil: 'domcontentloaded' });
        const { chosen, shown } = await chosenAndShown(page);
        expect(shown).toBeGreaterThan(100);
        expect(chosen).toBeGreaterThanOrEqual(Math.min(shown, 800));
        expect(chosen).toBeLessThanOrEqual(2 * shown);
      } finally {
        await context.close();
      }
    },
  );
});

describe("a product page's thumbnails", () => {
  it('at 390 px: each the 200 px copy, not the 800 px picture', async () => {
    const context = await kit.browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      await page.goto(siteUrl(pagesToCheck()[1] ?? ''), { waitUntil: 'domcontentloaded' });
      const thumbnails = page.locator('[data-testid="main-picture"] ~ ul img');
      expect(await thumbnails.count()).toBeGreaterThan(1);
      const chosen = await thumbnails.evaluateAll((imgs) =>
        Promise.all(
          (imgs as HTMLImageElement[]).map(async (img) => {
            img.scrollIntoView();
            if (!img.complete || !img.currentSrc) {
              await new Promise((resolve) => img.addEventListener('load', resolve));
            }
            return new URL(img.currentSrc).pathname;
          }),
        ),
      );
      // The thumbnail of the main picture may reuse the main picture's loaded copy (browsers
      // take a wider copy from the same srcset they already have); the others fetch 200 px.
      const [, ...others] = chosen;
      expect(others.length).toBeGreaterThan(0);
      for (const src of others) expect(src).toMatch(/-w200\.webp$/);
      expect(chosen[0]).toMatch(/-w(200|400)\.webp$/);
    } finally {
      await context.close();
    }
  });
});

describe('hydration', () => {
  it('keeps the list’s first picture from the server HTML', async () => {
    const context = await kit.browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const page = await context.newPage();
      // Marks the first card's picture as the parser makes it, before any script runs.
      await page.addInitScript(() => {
        new MutationObserver((_records, observer) => {
          const img = document.querySelector('[data-testid="product-card"] img');
          if (!img) return;
          img.setAttribute('data-from-server', '');
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(siteUrl('/shop/products'), { waitUntil: 'domcontentloaded' });
      await waitForLiveList(page);
      const first = page.locator('[data-testid="product-card"] img').first();
      await expect(first.getAttribute('data-from-server')).resolves.toBe('');
    } finally {
      await context.close();
    }
  });
});

describe("the page's scripts", () => {
  // Were they tags of the HTML, the browser's preload scanner would ask for them while the HTML
  // is still being read; the loader asks once the page has painted, after the HTML is read.
  it.each(['/', '/it/shop/products'])(
    '%s: asked for once the HTML is read, and the page still comes alive',
    async (urlPath) => {
      const context = await kit.browser.newContext({ viewport: { width: 390, height: 844 } });
      try {
        const page = await context.newPage();
        await page.goto(siteUrl(urlPath), { waitUntil: 'load' });
        // The age gate opens only once React has hydrated.
        await page.locator('dialog.age-gate[open]').waitFor();
        const timings = await page.evaluate(() => ({
          htmlRead: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
            .domInteractive,
          scripts: performance
            .getEntriesByType('resource')
            .filter((entry) => /\/(webpack-runtime|framework|app)-[\w-]+\.js$/.test(entry.name))
            .map((entry) => ({ name: entry.name, start: entry.startTime })),
        }));
        expect(timings.scripts.map((s) => /\/([a-z-]+)-/.exec(s.name)?.[1]).sort()).toEqual([
          'app',
          'framework',
          'webpack-runtime',
        ]);
        for (const script of timings.scripts) {
          expect(script.start, script.name).toBeGreaterThanOrEqual(timings.htmlRead);
        }
      } finally {
        await context.close();
      }
    },
  );
});
