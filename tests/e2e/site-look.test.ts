import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSite, saveSiteSection, type AdminSite } from './support/admin-api';
import { asCustomer, newCustomer, type Customer } from './support/checkout';
import { changeSiteSetting, type Restore } from './support/db';
import { buttonReady, expectNoViolations } from './support/forms';
import { asVisitor, eventually, openShop, visit, waitForLiveList } from './support/pages';
import type { Language } from './support/texts';
import { browserTestKit } from './support/browser-test-kit';

const kit = browserTestKit();

/**
 * Issue 26.4 and 26.7: every setting of the Site Settings screen's "Colours and text" and the
 * logo's place shows on the storefront, which reads them live (no Publish), and whatever
 * background the owner picks, every text stays readable (axe's colour-contrast).
 */
let admin: Customer;

beforeAll(async () => {
  admin = await newCustomer('A');
});
afterAll(() => kit.browser?.close());

/** A darker cream than the sample shop's: Bootstrap's greys, blues and reds fail on it. */
const LOOK = {
  front: '#3a3a3a',
  back: '#f0e6d2',
  highlight: '#b5764a',
  fontSize: '18px',
  fontWeight: '600',
  align: 'center',
} as const;

/** Keeps the whole settings document to put back: setting a value to itself changes nothing. */
async function keepSettings(site: AdminSite): Promise<Restore> {
  return changeSiteSetting(['colors', 'back'], site.colors?.back);
}

const menuKeys = (navigation: Record<string, unknown> = {}) =>
  Object.fromEntries(Object.entries(navigation).filter(([key]) => key.startsWith('menu')));

/** Saves the colours and text (admin_site_page) and the logo's place (admin_site_company). */
async function saveLook(site: AdminSite, logoAlign: string): Promise<void> {
  await saveSiteSection(admin, 'page', {
    navigation: menuKeys(site.navigation),
    banners: site.banners,
    colors: LOOK,
    home: site.home,
  });
  const company = site.company as { logo: Record<string, unknown> };
  await saveSiteSection(admin, 'company', {
    company: { ...company, logo: { ...company.logo, align: logoAlign } },
    social: site.social,
  });
}

const styleOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        background: style.backgroundColor,
        color: style.color,
        fontSize: style.fontSize,
        fontWeight: style.fontWeight,
        textAlign: style.textAlign,
      };
    });

/** The logo link's horizontal middle and right edge, and those of the header bar's content. */
const logoPlace = (page: Page) =>
  page.locator('header .navbar-brand').evaluate((brand) => {
    const container = brand.closest('.container-lg') as HTMLElement;
    const bar = container.getBoundingClientRect();
    const padding = parseFloat(getComputedStyle(container).paddingRight);
    const box = brand.getBoundingClientRect();
    return {
      logoMiddle: box.left + box.width / 2,
      logoRight: box.right,
      barMiddle: bar.left + bar.width / 2,
      barRight: bar.right - padding,
    };
  });

describe.sequential('the site settings the storefront shows', () => {
  it.each<[Language, string]>([
    ['en', ''],
    ['it', '/it'],
  ])(
    '(%s) page colours, font size, weight, alignment and the logo centred, all readable',
    async (language, prefix) => {
      const site = await adminSite(admin);
      const restore = await keepSettings(site);
      try {
        await saveLook(site, 'center');
        await asVisitor(kit.browser, { language }, async (context) => {
          const page = await openShop(context, `${prefix}/`, language);
          // The whole page: the body (behind dialogs and past the page's end) and the frame.
          await eventually(() => styleOf(page, 'body')).toEqual({
            background: 'rgb(240, 230, 210)',
            color: 'rgb(58, 58, 58)',
            fontSize: '18px',
            fontWeight: '600',
            textAlign: 'center',
          });
          expect(await styleOf(page, 'html')).toMatchObject({ background: 'rgba(0, 0, 0, 0)' });
          expect((await styleOf(page, '#main')).fontSize).toBe('18px');
          expect((await styleOf(page, '.shop-frame')).background).toBe('rgb(240, 230, 210)');
          const place = await logoPlace(page);
          expect(Math.abs(place.logoMiddle - place.barMiddle)).toBeLessThan(2);
          await expectNoViolations(page);

          // A list's filters: outline buttons and grey texts, darkened to read on the cream.
          await visit(page, `${prefix}/category/Bags`);
          await waitForLiveList(page);
          await expectNoViolations(page);
        });
      } finally {
        await restore();
      }
    },
  );

  it('puts the logo on the right when asked', async () => {
    const site = await adminSite(admin);
    const restore = await keepSettings(site);
    try {
      await saveLook(site, 'right');
      await asVisitor(kit.browser, { language: 'en' }, async (context) => {
        const page = await openShop(context, '/', 'en');
        await eventually(async () => {
          const place = await logoPlace(page);
          return Math.abs(place.logoRight - place.barRight) < 2;
        }).toBe(true);
      });
    } finally {
      await restore();
    }
  });

  it('keeps the back office white, readable, with colour swatches of 24 × 24 px or more', async () => {
    const site = await adminSite(admin);
    const restore = await keepSettings(site);
    try {
      await saveLook(site, 'left');
      const { context, page } = await asCustomer(kit.browser, admin, '/admin_site_page', 'en');
      try {
        await buttonReady(page, 'Save Page');
        expect(await styleOf(page, 'body')).toMatchObject({
          background: 'rgb(255, 255, 255)',
          textAlign: 'start',
        });
        await expectNoViolations(page);

        const swatch = page.getByLabel('Background colour: colour picker', { exact: true });
        const box = await swatch.boundingBox();
        expect(box?.width).toBeGreaterThanOrEqual(24);
        expect(box?.height).toBeGreaterThanOrEqual(24);
        // Its hex value shown, as text to read and edit.
        expect(await page.getByLabel('Background colour', { exact: true }).inputValue()).toBe(
          LOOK.back,
        );
        const targets = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
        expect(targets.violations.flatMap((v) => v.nodes.map((n) => n.html))).toEqual([]);
      } finally {
        await context.close();
      }
    } finally {
      await restore();
    }
  });

  it('(it) the colour reference form has a real swatch too', async () => {
    const { context, page } = await asCustomer(kit.browser, admin, '/it/admin_color', 'it');
    try {
      await page.getByRole('button', { name: 'Aggiungi colore' }).click();
      const swatch = page.getByLabel(/^Scegli il colore: /);
      const box = await swatch.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(24);
      expect(box?.height).toBeGreaterThanOrEqual(24);
      const targets = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
      expect(targets.violations.flatMap((v) => v.nodes.map((n) => n.html))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
