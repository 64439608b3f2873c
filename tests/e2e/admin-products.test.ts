import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbQuery } from './support/db';
import { asCustomer, main, newCustomer, prefix, type Customer } from './support/checkout';
import { currentPath, eventually, visit } from './support/pages';
import type { Language } from './support/texts';
import { browserTestKit } from './support/browser-test-kit';

const kit = browserTestKit();

/**
 * The admin product screens: add a product in both languages with a picture through
 * /admin_product/new, find it in the admin list, and the storefront's category page sending
 * an administrator to the admin list. Texts are written out so a missing translation fails.
 */
const T = {
  en: {
    add: 'Add a product',
    sku: 'SKU',
    brand: 'Brand',
    category: 'Category',
    price: 'Retail price (€)',
    picture: 'Picture 1',
    preview: 'Preview: Picture 1',
    engName: 'Name (English)',
    itaName: 'Name (Italian)',
    submit: 'Add product',
    added: (sku: string) => `Product ${sku} added.`,
  },
  it: {
    add: 'Aggiungi un prodotto',
    sku: 'Codice (SKU)',
    brand: 'Marca',
    category: 'Categoria',
    price: 'Prezzo al pubblico (€)',
    picture: 'Immagine 1',
    preview: 'Anteprima: Immagine 1',
    engName: 'Nome (Inglese)',
    itaName: 'Nome (Italiano)',
    submit: 'Aggiungi prodotto',
    added: (sku: string) => `Prodotto ${sku} aggiunto.`,
  },
} as const;

/** A 1×1 PNG: enough for the server to read, convert and store. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let admin: Customer;
const skus: string[] = [];

beforeAll(async () => {
  admin = await newCustomer('A');
});

afterAll(async () => {
  if (skus.length) await dbQuery('delete from products where sku = any($1)', [skus]);
});

/**
 * Issue 26.8: the form asked nine calls at once, over the six a browser sends to one host
 * together, so the last waited for the first. Its reference lists are one call now.
 */
describe('/admin_product/new opened by address', () => {
  it('asks at most four API calls before the form shows', async () => {
    const { context, page } = await asCustomer(kit.browser, admin, '/admin_product', 'en');
    try {
      const calls: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/')) calls.push(url.pathname);
      });
      await visit(page, '/admin_product/new');
      await main(page).getByLabel(T.en.sku, { exact: true }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(calls, calls.join(', ')).toContain('/api/admin_product_references');
      expect(calls.length, calls.join(', ')).toBeLessThanOrEqual(4);
    } finally {
      await context.close();
    }
  });
});

describe.each(['en', 'it'] as const)('/admin_product in %s', (language: Language) => {
  const t = T[language];

  it('adds a product with a picture in both languages and lists it', async () => {
    const sku = `E2E-${language}-${Date.now().toString(36)}`.toUpperCase();
    skus.push(sku);
    const { context, page } = await asCustomer(
      kit.browser,
      admin,
      `${prefix(language)}/admin_product`,
      language,
    );
    try {
      const screen = main(page);
      await screen.getByRole('link', { name: t.add, exact: true }).click();
      await eventually(() => currentPath(page)).toBe(`${prefix(language)}/admin_product/new`);

      await screen.getByLabel(t.sku, { exact: true }).fill(sku);
      await screen.getByLabel(t.brand, { exact: true }).selectOption({ index: 1 });
      await screen.getByLabel(t.category, { exact: true }).selectOption({ index: 1 });
      await screen.getByLabel(t.price, { exact: true }).fill('129.90');
      await screen
        .getByLabel(t.picture, { exact: true })
        .setInputFiles({ name: 'e2e-bag.png', mimeType: 'image/png', buffer: PNG });
      await screen.getByRole('img', { name: t.preview }).waitFor();
      await screen.getByLabel(t.engName, { exact: true }).fill(`E2E bag ${sku}`);
      const ita = screen.getByLabel(t.itaName, { exact: true });
      await ita.fill(`Borsa E2E ${sku}`);
      expect(await ita.getAttribute('lang')).toBe('it');
      await screen.getByRole('button', { name: t.submit, exact: true }).click();

      await page.getByText(t.added(sku), { exact: true }).first().waitFor();
      await eventually(() => currentPath(page)).toBe(`${prefix(language)}/admin_product`);
      // The search box would make this route: the sku with its "-" as "_".
      await visit(page, `${prefix(language)}/admin_product/${sku.replace(/-/g, '_')}`);
      await screen.getByRole('cell', { name: sku, exact: true }).waitFor();
      const [row] = await dbQuery<{ images: string[] }>(
        'select images from products where sku = $1',
        [sku],
      );
      expect(row?.images).toHaveLength(1);
    } finally {
      await context.close();
    }
  });

  it("sends an administrator from a category page to the category's admin list", async () => {
    const [category] = await dbQuery<{ name: string }>(
      'select c.name from categories c where exists (select 1 from products p where p.category_id = c.id) order by c.name limit 1',
    );
    if (!category) throw new Error('the seed has no category with products');
    const route = category.name.normalize('NFC').replace(/[^\p{L}\p{M}\p{N}]+/gu, '_');
    const { context, page } = await asCustomer(
      kit.browser,
      admin,
      `${prefix(language)}/category/${route.replace(/^_+|_+$/g, '')}`,
      language,
    );
    try {
      await eventually(() => decodeURIComponent(currentPath(page))).toMatch(
        new RegExp(`^${prefix(language)}/admin_product/category/`),
      );
    } finally {
      await context.close();
    }
  });
});
