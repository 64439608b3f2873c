import { afterAll, describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/axe';
import { apiProducts } from './support/catalogue';
import { ageGate, asVisitor, openShop, visit, waitForLiveList } from './support/pages';
import { TEXT } from './support/texts';
import { chooseEveryOption } from './support/options';
import { browserTestKit } from './support/browser-test-kit';

const kit = browserTestKit();

afterAll(() => kit.browser?.close());

describe('axe-core (WCAG 2.1 A and AA)', () => {
  it('home with the age gate open', () =>
    asVisitor(kit.browser, { language: 'en' }, async (context) => {
      const page = await context.newPage();
      await visit(page, '/');
      await ageGate(page, 'en').waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
    }));

  it('home', () =>
    asVisitor(kit.browser, { language: 'en' }, async (context) => {
      const page = await openShop(context, '/', 'en');
      // Landmarks: the header is the banner and holds the site navigation.
      const banner = page.getByRole('banner');
      expect(await banner.getByRole('navigation', { name: TEXT.en.siteNavigation }).count()).toBe(
        1,
      );
      expect(await page.getByRole('main').count()).toBe(1);
      expect(await page.getByRole('contentinfo').count()).toBe(1);
      expect(await accessibilityViolations(page)).toEqual([]);
    }));

  it('home in Italian', () =>
    asVisitor(kit.browser, { language: 'it' }, async (context) => {
      const page = await openShop(context, '/it', 'it');
      await page.getByRole('heading', { level: 1, name: TEXT.it.homeHeading }).waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
    }));

  it('a category list', () =>
    asVisitor(kit.browser, { language: 'en' }, async (context) => {
      const page = await openShop(context, '/category/Bags', 'en');
      await waitForLiveList(page);
      expect(await accessibilityViolations(page)).toEqual([]);
    }));

  it('a product page, and the cart with that product in it', async () => {
    const [product] = await apiProducts({ category: 'Backpacks' }).then((list) =>
      list.filter((p) => p.sizes.length > 0),
    );
    if (!product) throw new Error('no backpack with sizes');
    await asVisitor(kit.browser, { language: 'en' }, async (context) => {
      const page = await openShop(context, `/product/${product.url}`, 'en');
      await page.getByText(TEXT.en.inStock).waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);

      await chooseEveryOption(page, 'en');
      await page.getByRole('button', { name: TEXT.en.addToCart }).click();
      await page.getByRole('link', { name: TEXT.en.headerCart(1), exact: true }).waitFor();
      await visit(page, '/cart');
      await page.getByRole('list', { name: TEXT.en.cartLines }).getByRole('listitem').waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
    });
  });

  it('the login and sign-up forms, blank and with their messages', () =>
    asVisitor(kit.browser, { language: 'en' }, async (context) => {
      const page = await openShop(context, '/login', 'en');
      for (const [path, submit] of [
        ['/login', 'Log in'],
        ['/register', 'Create my account'],
        ['/forgot_password', 'Email me a link'],
      ] as const) {
        if (path !== '/login') await visit(page, path);
        const button = page.getByRole('button', { name: submit, exact: true });
        await expect.poll(() => button.isEnabled()).toBe(true);
        expect(await accessibilityViolations(page)).toEqual([]);
        await button.click();
        await page.locator('[aria-invalid="true"]').first().waitFor();
        expect(await accessibilityViolations(page)).toEqual([]);
      }
    }));
});
