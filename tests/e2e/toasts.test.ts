import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { apiProducts, type ApiProduct } from './support/catalogue';
import { asVisitor, openShop } from './support/pages';
import { TEXT } from './support/texts';
import { chooseEveryOption } from './support/options';
import { browserTestKit } from './support/browser-test-kit';

const kit = browserTestKit();

/*
 * Spec 9: "time-out 3000 ms, extended time-out 1000 ms" (toastr's options). A toast nobody
 * touches closes 3000 ms after it shows; one under the pointer or holding the focus stays, and
 * closes 1000 ms after they leave. Playwright's clock runs the page's timers: the test moves
 * time by exact amounts, so nothing depends on the machine's speed.
 */

afterAll(() => kit.browser?.close());

/** Lets the page finish what the timers started (React renders in a message task). */
const settle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );

/** Whether the toast is still in (not leaving): react-toastify marks its box data-in. */
async function isIn(page: Page, toast: Locator): Promise<boolean> {
  await settle(page);
  return (await toast.getAttribute('data-in')) === 'true';
}

describe('toasts keep the spec time-outs', () => {
  it('close after 3000 ms, or 1000 ms after the pointer or the focus leaves them', async () => {
    const products = await apiProducts();
    const product = products.find(
      (p) => p.sell.sellBy === 'u' && p.sizes.length === 0 && p.sell.inStock > 10,
    ) as ApiProduct;
    await asVisitor(kit.browser, { language: 'en' }, async (context) => {
      await context.clock.install();
      const page = await openShop(context, `/product/${product.url}`, 'en');
      await chooseEveryOption(page, 'en');
      const add = page.getByRole('button', { name: TEXT.en.addToCart });
      const toast = page
        .locator('.Toastify__toast')
        .filter({ hasText: TEXT.en.added(product.lng.eng.name) });

      /** A new toast, shown with the page's clock stopped: from here only the test moves it. */
      const freshToast = async () => {
        await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 10);
        await add.click();
        // Away from where the toast appears, so only the test's own moves hover it.
        await page.mouse.move(5, 790);
        await toast.waitFor();
        expect(await isIn(page, toast)).toBe(true);
      };
      /** Lets the leaving toast finish, so the next one is alone. */
      const gone = async () => {
        await page.clock.resume();
        await toast.waitFor({ state: 'detached' });
      };

      // The first toast also loads the toast code; it comes and goes on the running clock.
      await add.click();
      await toast.waitFor();
      await page.clock.runFor(3000);
      await gone();

      // Untouched: in until 3000 ms, leaving at 3000 ms.
      await freshToast();
      await page.clock.runFor(2999);
      expect(await isIn(page, toast)).toBe(true);
      await page.clock.runFor(1);
      expect(await isIn(page, toast)).toBe(false);
      await gone();

      // Under the pointer: stays long past 3000 ms, then leaves 1000 ms after the pointer.
      await freshToast();
      await page.clock.runFor(2000);
      await toast.hover();
      await page.clock.runFor(10_000);
      expect(await isIn(page, toast)).toBe(true);
      await page.mouse.move(5, 790);
      await page.clock.runFor(999);
      expect(await isIn(page, toast)).toBe(true);
      await page.clock.runFor(1);
      expect(await isIn(page, toast)).toBe(false);
      await gone();

      // Holding the keyboard focus: the same, counted from when the focus leaves.
      await freshToast();
      await toast.focus();
      await page.clock.runFor(10_000);
      expect(await isIn(page, toast)).toBe(true);
      await toast.evaluate((element) => (element as HTMLElement).blur());
      await page.clock.runFor(999);
      expect(await isIn(page, toast)).toBe(true);
      await page.clock.runFor(1);
      expect(await isIn(page, toast)).toBe(false);
      await gone();
    });
  });
});
