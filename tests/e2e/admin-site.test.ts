import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCustomer, newCustomer, type Customer } from './support/checkout';
import { changeSiteSetting, type Restore } from './support/db';
import { buttonReady, description, expectNoViolations, hasFocus } from './support/forms';
import { eventually, reload, siteUrl } from './support/pages';
import { browserTestKit } from './support/browser-test-kit';

const kit = browserTestKit();

/** The screen's texts, written out (not imported from src/locales): a changed one fails here. */
const T = {
  en: {
    title: 'Site Settings',
    company: 'Company & social',
    page: 'Page',
    seo: 'SEO',
    email: 'Email',
    background: 'Background colour',
    companyName: 'Company name',
    savePage: 'Save Page',
    pageSaved: 'Page settings saved.',
    colourProblem: 'Enter a colour as #rrggbb, e.g. #1a2b3c.',
    fixErrors: 'Please correct the marked fields.',
  },
  it: {
    seo: 'SEO',
    italianTitle: 'Titolo predefinito delle pagine (Italiano)',
    saveSeo: 'Salva SEO',
    seoSaved: 'Impostazioni "SEO" salvate.',
  },
};

let admin: Customer;

beforeAll(async () => {
  admin = await newCustomer('A');
});
afterAll(() => kit.browser?.close());

interface PublicSite {
  colors: { back: string };
}

async function liveBackground(): Promise<string> {
  const res = await fetch(siteUrl('/api/defaults'));
  const body = (await res.json()) as { site: PublicSite };
  return body.site.colors.back;
}

/** Keeps the whole settings document to put back: setting a value to itself changes nothing. */
async function keepSettings(): Promise<Restore> {
  return changeSiteSetting(['colors', 'back'], await liveBackground());
}

/** The page's background as painted behind everything. */
const pageBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

const section = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Settings sections' }).getByRole('button', { name });

describe.sequential('the admin Site Settings screen', () => {
  it('opens each route on its own section; /admin_site on the first', async () => {
    const t = T.en;
    const { context, page } = await asCustomer(kit.browser, admin, '/admin_site', 'en');
    try {
      await page.getByRole('heading', { level: 1, name: t.title }).waitFor();
      await page.getByRole('heading', { level: 2, name: t.company }).waitFor();
      expect(await section(page, t.company).getAttribute('aria-current')).toBe('true');

      await page.goto(siteUrl('/admin_site_page'), { waitUntil: 'domcontentloaded' });
      await page.getByRole('heading', { level: 2, name: t.page }).waitFor();
      await page.goto(siteUrl('/admin_seo'), { waitUntil: 'domcontentloaded' });
      await page.getByRole('heading', { level: 2, name: t.seo }).waitFor();
      await expectNoViolations(page);
    } finally {
      await context.close();
    }
  });

  it('saves a colour; the storefront shows it without a reload, the back office stays white', async () => {
    const t = T.en;
    const restore = await keepSettings();
    const { context, page } = await asCustomer(kit.browser, admin, '/admin_site_page', 'en');
    try {
      const save = await buttonReady(page, t.savePage);
      const background = page.getByLabel(t.background, { exact: true });
      await background.fill('#123456');
      await save.click();
      await page.getByText(t.pageSaved, { exact: true }).first().waitFor();
      expect(await liveBackground()).toBe('#123456');
      expect(await pageBackground(page)).toBe('rgb(255, 255, 255)');
      // The storefront, reached within the app (an admin's header has no logo link): Gatsby's
      // own navigation, as a link does it.
      await page.evaluate(() =>
        (window as unknown as { ___navigate: (to: string) => void }).___navigate('/'),
      );
      await eventually(() => pageBackground(page)).toBe('rgb(18, 52, 86)');
      await page.goBack();

      await reload(page);
      await buttonReady(page, t.savePage);
      expect(await page.getByLabel(t.background, { exact: true }).inputValue()).toBe('#123456');
    } finally {
      await context.close();
      await restore();
    }
  });

  it('refuses a bad colour beside its field and keeps every edit', async () => {
    const t = T.en;
    const before = await liveBackground();
    const { context, page } = await asCustomer(kit.browser, admin, '/admin_site_page', 'en');
    try {
      const save = await buttonReady(page, t.savePage);
      const background = page.getByLabel(t.background, { exact: true });
      await background.fill('#12');
      await save.click();
      await eventually(() => hasFocus(background)).toBe(true);
      expect(await background.getAttribute('aria-invalid')).toBe('true');
      expect(await description(background)).toContain(t.colourProblem);
      await page.getByRole('alert').filter({ hasText: t.fixErrors }).waitFor();
      expect(await background.inputValue()).toBe('#12');
      expect(await liveBackground()).toBe(before);
      await expectNoViolations(page);

      // Another section's unsaved edits survive a switch of section.
      await section(page, t.company).click();
      const name = page.getByLabel(t.companyName, { exact: true });
      await name.fill('Unsaved name');
      await section(page, t.email).click();
      await section(page, t.company).click();
      expect(await name.inputValue()).toBe('Unsaved name');
      await section(page, t.page).click();
      expect(await background.inputValue()).toBe('#12');
    } finally {
      await context.close();
    }
  });

  it('(it) keeps Italian texts marked as Italian and saves them', async () => {
    const t = T.it;
    const restore = await keepSettings();
    const { context, page } = await asCustomer(kit.browser, admin, '/it/admin_seo', 'it');
    try {
      const save = await buttonReady(page, t.saveSeo);
      const title = page.getByLabel(t.italianTitle, { exact: true });
      expect(await title.getAttribute('lang')).toBe('it');
      await title.fill('Borse e valigie di qualità');
      await save.click();
      await page.getByText(t.seoSaved, { exact: true }).first().waitFor();
      await reload(page);
      await buttonReady(page, t.saveSeo);
      expect(await page.getByLabel(t.italianTitle, { exact: true }).inputValue()).toBe(
        'Borse e valigie di qualità',
      );
    } finally {
      await context.close();
      await restore();
    }
  });
});
