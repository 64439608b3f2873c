import type { Page } from 'playwright-core';
import { afterAll, describe, it } from 'vitest';
import { changeSiteSetting, type Restore } from './support/db';
import { asVisitor, eventually, openShop } from './support/pages';
import { browserTestKit } from './support/browser-test-kit';

const kit = browserTestKit();

/**
 * Issue 26.4: the Site Settings switches whose only effect is on screen (the header's logo,
 * search box, cart and menu; the footer's blocks, contacts and banner) show where they say,
 * live (GET defaults, no Publish). One visit with every one changed at once, then put back:
 * the rest of what a setting does (which links, in which order) is unit-tested in
 * core/site/navigation.test.ts and footer-blocks.test.ts.
 */

afterAll(() => kit.browser?.close());

const HELPLINE = '+39 055 765 4321';
const FACEBOOK = 'https://www.facebook.com/settings-shown-test';

/** Each switch's mark on the page, read at once. */
const shown = (page: Page) =>
  page.evaluate(
    ({ facebook }) => {
      const has = (selector: string) => document.querySelector(selector) !== null;
      return {
        logo: has('header .navbar-brand img'),
        search: has('header input'),
        cart: has('header a[href$="/cart"]'),
        // The flags choose the phone's menu; the desktop bar follows menuOrderL and menuOrderR.
        galleryMenu: has('header .d-md-none.navbar-nav a[href$="/gallery"]'),
        serviceBlock: has('footer a[href$="/terms"]'),
        shopBlock: has('footer .row a[href*="/category/"]'),
        footerBanner: has('footer [data-testid="footer-banner-returns"]'),
        helpline: has('footer a[href="tel:+390557654321"]'),
        facebook: has(`footer a[href="${facebook}"]`),
      };
    },
    { facebook: FACEBOOK },
  );

const BEFORE = {
  logo: true,
  search: true,
  cart: true,
  galleryMenu: true,
  serviceBlock: true,
  shopBlock: true,
  footerBanner: true,
  helpline: false,
  facebook: false,
};

describe.sequential('site settings shown on the storefront', () => {
  it('shows new contacts; hides the logo, search, cart, a phone menu item, footer blocks and banner', async () => {
    const restores: Restore[] = [];
    try {
      await asVisitor(kit.browser, { language: 'en' }, async (context) => {
        const page = await openShop(context, '/', 'en');
        // The sample shop has each on (so switching it off below can be seen) and not ours.
        await eventually(() => shown(page)).toEqual(BEFORE);

        for (const [path, value] of [
          [['company', 'logo', 'showLogo'], false],
          [['home', 'showSearch'], false],
          [['home', 'showCart'], false],
          [['home', 'showFooterBanner'], false],
          [['navigation', 'menuGallery'], false],
          [['navigation', 'footerService'], false],
          [['navigation', 'footerShop'], false],
          [['company', 'contact', 'helpline'], HELPLINE],
          [['social', 'facebook'], FACEBOOK],
        ] as const) {
          restores.push(await changeSiteSetting(path, value));
        }
        await page.reload();
        await eventually(() => shown(page)).toEqual({
          logo: false,
          search: false,
          cart: false,
          galleryMenu: false,
          serviceBlock: false,
          shopBlock: false,
          footerBanner: false,
          helpline: true,
          facebook: true,
        });
      });
    } finally {
      // The first one taken holds the document as it was before any change.
      await restores[0]?.();
    }
  });
});
