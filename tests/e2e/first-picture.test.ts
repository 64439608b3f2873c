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

/** The first product picture's <img> tag in a built page's HTML, attributes lower-cased. */
function firstPictureTag(urlPath: string): Map<string, string> {
  const file = htmlFileFor(PUBLIC_DIR, urlPath);
  expect(file, `${urlPath} was not built`).toBeTruthy();
  const html = readFileSync(file!, 'utf8');
  const tag = [...html.matchAll(/<img\b[^>]*>/g)]
    .map((m) => m[0])
    .find((img) => /class="card-img-top"|data-testid="main-picture"/.test(img));
  expect(tag, `${urlPath} has no product picture`).toBeTruthy();
  const attributes = new Map<string, string>();
  for (const m of tag!.matchAll(/([\w-]+)="([^"]*)"/g)) {
    attributes.set((m[1] ?? '').toLowerCase(), (m[2] ?? '').replace(/&amp;/g, '&'));
  }
  return attributes;
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
