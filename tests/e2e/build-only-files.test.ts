import { afterAll, describe, expect, it } from 'vitest';
import { siteUrl } from './support/pages';
import { browserTestKit } from './support/browser-test-kit';

const kit = browserTestKit();

afterAll(() => kit.browser?.close());

describe("the build's own files are not published (issue 28.13)", () => {
  it("answers 404 for a page script's source map and for webpack's stats", async () => {
    const page = await kit.browser.newPage();
    try {
      await page.goto(siteUrl('/'));
      const scripts = await page
        .locator('script[src$=".js"]')
        .evaluateAll((tags) => tags.map((tag) => (tag as HTMLScriptElement).src));
      const app = scripts.find((src) => /\/app-[^/]+\.js$/.test(src));
      expect(app, 'the home page loads app-*.js').toBeDefined();
      // The script itself is served; only its map is not.
      expect((await page.goto(app!))?.status()).toBe(200);
      expect((await page.goto(`${app!}.map`))?.status()).toBe(404);
      expect((await page.goto(siteUrl('/webpack.stats.json')))?.status()).toBe(404);
    } finally {
      await page.close();
    }
  });
});
