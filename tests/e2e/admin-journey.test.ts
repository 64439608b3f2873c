import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Papa from 'papaparse';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCustomer, main, newCustomer, type Customer } from './support/checkout';
import { changeSiteSetting, dbQuery, type Restore } from './support/db';
import { buttonReady } from './support/forms';
import { asVisitor, eventually, openShop, siteUrl } from './support/pages';
import { TEXT } from './support/texts';
import { browserTestKit } from './support/browser-test-kit';

const kit = browserTestKit();

/**
 * Issue 6's whole back-office journey in one browser: an administrator changes a site colour
 * and a navigation flag, adds a brand, creates a product with a picture in both languages,
 * imports 50 products (two bad rows first), publishes, and the new product's page is on the
 * rebuilt storefront in both languages. Texts are written out so a lost translation fails.
 */
const T = {
  savePage: 'Save Page',
  pageSaved: 'Page settings saved.',
  background: 'Background colour',
  galleryFlag: 'Gallery',
  addBrand: 'Add brand',
  brandName: 'Name (English)',
  brandItaName: 'Name (Italian)',
  save: 'Save',
  saved: 'Saved.',
  addProduct: 'Add a product',
  sku: 'SKU',
  brand: 'Brand',
  category: 'Category',
  price: 'Retail price (€)',
  inStock: 'In stock',
  picture: 'Picture 1',
  preview: 'Preview: Picture 1',
  engName: 'Name (English)',
  itaName: 'Name (Italian)',
  submitProduct: 'Add product',
  productAdded: (sku: string) => `Product ${sku} added.`,
  csvFile: 'CSV file',
  checkHeading: 'Check before importing',
  errorsHeading: 'Errors',
  hasErrors: '2 rows have errors.',
  clean: 'No errors: the file can be imported.',
  importButton: (n: number) => `Import ${n} products`,
  imported: (n: number) => `Import finished: ${n} products added, 0 updated.`,
  stale: "The shop's pages do not show your latest changes yet.",
  publish: 'Publish changes',
  queued: /^Publishing asked for at/,
  building: /^Building the shop's pages since/,
  checkAgain: 'Check again',
  live: /^The shop's pages are live with your changes\. Publishing took \d/,
};

/** A 1 × 1 PNG: enough for the server to read, convert to WebP and store. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const stamp = Date.now().toString(36).toUpperCase();
const BRAND = `Journey Brand ${stamp}`;
const SKU = `JOURNEY-${stamp}`;
const NAMES = { en: `Journey weekender ${stamp}`, it: `Borsone del viaggio ${stamp}` };
const IMPORT_PREFIX = `JRN-IMP-${stamp}`;
const BAD_ROWS = [7, 42];

let admin: Customer;
let folder: string;
const restores: Restore[] = [];

beforeAll(async () => {
  admin = await newCustomer('A');
  folder = await mkdtemp(path.join(tmpdir(), 'admin-journey-'));
});

afterAll(async () => {
  for (const restore of restores.reverse()) await restore();
  await dbQuery('delete from products where sku = $1 or sku like $2', [SKU, `${IMPORT_PREFIX}%`]);
  await dbQuery('delete from brands where name = $1', [BRAND]);
  await rm(folder, { recursive: true, force: true });
});

function adminHeaders(): Record<string, string> {
  const session = admin.session as { user: { token: string } };
  return { authorization: `Bearer ${session.user.token}`, customer: admin.email };
}

async function publishState(): Promise<{ stale: boolean; publishedAt: string | null }> {
  const res = await fetch(siteUrl('/api/admin_publish'), { headers: adminHeaders() });
  expect(res.status).toBe(200);
  return ((await res.json()) as { publish: { stale: boolean; publishedAt: string | null } })
    .publish;
}

interface LiveSite {
  colors: { back: string };
  navigation: { menuGallery: boolean };
}

async function liveSite(): Promise<LiveSite> {
  const res = await fetch(siteUrl('/api/defaults'));
  return ((await res.json()) as { site: LiveSite }).site;
}

/**
 * The mobile menu (by navigation flags) of a visitor's home page, once it shows the live
 * settings: the page first renders the build's copy, then the answer of GET defaults.
 */
async function mobileMenuHasGallery(context: BrowserContext, expected: boolean): Promise<Page> {
  const page = await openShop(context, '/', 'en');
  await page.getByRole('button', { name: TEXT.en.menuToggle }).click();
  const nav = page.getByRole('navigation', { name: 'Site' });
  await eventually(
    async () => (await nav.getByRole('link', { name: 'Gallery', exact: true }).count()) > 0,
  ).toBe(expected);
  return page;
}

async function layoutBackground(page: Page): Promise<string> {
  return page.locator('#main').evaluate((el) =>
    getComputedStyle(el.parentElement as HTMLElement)
      .getPropertyValue('--shop-back')
      .trim(),
  );
}

/** 50 new (hidden, status Z) products copied from an exported row; two broken unless fixed. */
async function importFile(fixed: boolean): Promise<string> {
  const res = await fetch(siteUrl('/api/admin_product_export'), { headers: adminHeaders() });
  expect(res.status).toBe(200);
  const parsed = Papa.parse<Record<string, string>>(await res.text(), {
    header: true,
    skipEmptyLines: true,
  });
  const model = parsed.data[0];
  if (!model || !parsed.meta.fields) throw new Error('the export has no product');
  const rows = Array.from({ length: 50 }, (_, index) => {
    const row = index + 1;
    const broken = !fixed && BAD_ROWS.includes(row);
    return {
      ...model,
      sku: `${IMPORT_PREFIX}-${row}`,
      status: 'Z',
      images: '',
      eng_name: `Journey import ${stamp} ${row}`,
      ita_name: `Importazione ${stamp} ${row}`,
      retailPrice: broken ? '12,50' : '39.90',
    };
  });
  const file = path.join(folder, fixed ? 'fixed.csv' : 'broken.csv');
  await writeFile(file, Papa.unparse(rows, { columns: parsed.meta.fields }), 'utf8');
  return file;
}

describe('the back office, from settings to a published product', () => {
  it('changes settings, adds a brand and a product, imports 50, publishes', async () => {
    const { context, page } = await asCustomer(kit.browser, admin, '/admin_site_page', 'en');
    const screen = main(page);
    try {
      // 1. A site colour and a navigation flag, seen by a visitor without a rebuild.
      const original = await liveSite();
      // Setting a value to itself changes nothing but keeps the whole document to put back.
      restores.push(await changeSiteSetting(['colors', 'back'], original.colors.back));
      expect(original.navigation.menuGallery).toBe(true);
      expect(original.colors.back).not.toBe('#224466');
      await asVisitor(kit.browser, { language: 'en', device: 'mobile' }, async (visitor) => {
        await mobileMenuHasGallery(visitor, true);
      });
      const savePage = await buttonReady(page, T.savePage);
      await screen.getByLabel(T.background, { exact: true }).fill('#224466');
      const gallery = screen.getByRole('checkbox', { name: T.galleryFlag, exact: true });
      expect(await gallery.isChecked()).toBe(true);
      await gallery.uncheck();
      await savePage.click();
      await page.getByText(T.pageSaved, { exact: true }).first().waitFor();
      await asVisitor(kit.browser, { language: 'en', device: 'mobile' }, async (visitor) => {
        const home = await mobileMenuHasGallery(visitor, false);
        await eventually(() => layoutBackground(home)).toBe('#224466');
      });
      // Put both back before publishing, so the rebuilt pages are the usual shop.
      await screen.getByLabel(T.background, { exact: true }).fill(original.colors.back);
      await gallery.check();
      await savePage.click();
      await eventually(async () => {
        const site = await liveSite();
        return [site.colors.back, site.navigation.menuGallery];
      }).toEqual([original.colors.back, true]);

      // 2. A brand in both languages.
      await page.goto(siteUrl('/admin_brand'), { waitUntil: 'domcontentloaded' });
      await (await buttonReady(page, T.addBrand)).click();
      await screen.getByLabel(T.brandName, { exact: true }).fill(BRAND);
      await screen.getByLabel(T.brandItaName, { exact: true }).fill(`${BRAND} IT`);
      await screen.getByRole('button', { name: T.save, exact: true }).click();
      await page.getByText(T.saved, { exact: true }).first().waitFor();
      await screen.getByRole('cell', { name: BRAND, exact: true }).waitFor();

      // 3. A product of that brand with a picture, named in both languages.
      await page.goto(siteUrl('/admin_product'), { waitUntil: 'domcontentloaded' });
      await screen.getByRole('link', { name: T.addProduct, exact: true }).click();
      await screen.getByLabel(T.sku, { exact: true }).fill(SKU);
      await screen.getByLabel(T.brand, { exact: true }).selectOption({ label: BRAND });
      await screen.getByLabel(T.category, { exact: true }).selectOption({ label: 'Bags' });
      await screen.getByLabel(T.price, { exact: true }).fill('149.90');
      await screen.getByLabel(T.inStock, { exact: true }).fill('12');
      await screen
        .getByLabel(T.picture, { exact: true })
        .setInputFiles({ name: 'weekender.png', mimeType: 'image/png', buffer: PNG });
      await screen.getByRole('img', { name: T.preview }).waitFor();
      await screen.getByLabel(T.engName, { exact: true }).fill(NAMES.en);
      await screen.getByLabel(T.itaName, { exact: true }).fill(NAMES.it);
      await screen.getByRole('button', { name: T.submitProduct, exact: true }).click();
      await page.getByText(T.productAdded(SKU), { exact: true }).first().waitFor();

      // 4. 50 products from CSV: the two bad rows are shown and nothing is written, then the
      // corrected file goes in whole.
      await page.goto(siteUrl('/admin_product_import'), { waitUntil: 'domcontentloaded' });
      const fileInput = screen.getByLabel(T.csvFile, { exact: true });
      await fileInput.setInputFiles(await importFile(false));
      await screen.getByRole('heading', { name: T.checkHeading }).waitFor();
      await screen.getByText(T.hasErrors, { exact: false }).waitFor();
      const errors = screen.getByRole('region', { name: T.errorsHeading });
      const rows = (await errors.getByRole('rowheader').allTextContents()).map((s) => s.trim());
      expect(rows).toEqual(BAD_ROWS.map(String));
      expect(
        await screen.getByRole('button', { name: /^Import \d+ products?$/ }).isDisabled(),
      ).toBe(true);
      const none = await dbQuery<{ n: string }>(
        'select count(*) as n from products where sku like $1',
        [`${IMPORT_PREFIX}%`],
      );
      expect(Number(none[0]?.n)).toBe(0);

      await fileInput.setInputFiles(await importFile(true));
      await screen.getByText(T.clean).waitFor();
      const apply = screen.getByRole('button', { name: T.importButton(50) });
      await eventually(() => apply.isEnabled()).toBe(true);
      await apply.click();
      await screen.getByText(T.imported(50)).first().waitFor({ timeout: 60_000 });
      const all = await dbQuery<{ n: string }>(
        'select count(*) as n from products where sku like $1',
        [`${IMPORT_PREFIX}%`],
      );
      expect(Number(all[0]?.n)).toBe(50);

      // 5. The banner says the pages are behind; publishing rebuilds them.
      expect((await publishState()).stale).toBe(true);
      await page.reload({ waitUntil: 'domcontentloaded' });
      await screen.getByText(T.stale).waitFor();
      await screen.getByRole('button', { name: T.publish }).click();
      // Queued until the build reads the database, then building, then live with its time.
      await screen.getByText(T.queued).waitFor();
      await screen.getByText(T.building).waitFor({ timeout: 600_000 });
      await eventually(async () => (await publishState()).stale, 900_000).toBe(false);
      // The banner watches a build for five minutes, then offers "Check again".
      await eventually(async () => {
        const again = screen.getByRole('button', { name: T.checkAgain });
        if (await again.isVisible()) await again.click();
        return screen.getByText(T.live).isVisible();
      }, 120_000).toBe(true);
    } finally {
      await context.close();
    }

    // 6. The new product has its own built page in both languages.
    const [product] = await dbQuery<{ url: string }>('select url from products where sku = $1', [
      SKU,
    ]);
    if (!product) throw new Error('the product was not saved');
    for (const [language, prefix] of [
      ['en', ''],
      ['it', '/it'],
    ] as const) {
      const res = await fetch(siteUrl(`${prefix}/product/${product.url}`));
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(NAMES[language]);
      await asVisitor(kit.browser, { language }, async (visitor) => {
        const shopPage = await openShop(visitor, `${prefix}/product/${product.url}`, language);
        await shopPage.getByRole('heading', { level: 1, name: NAMES[language] }).waitFor();
        await shopPage.getByRole('img', { name: NAMES[language] }).first().waitFor();
      });
    }
  }, 1_200_000);
});
