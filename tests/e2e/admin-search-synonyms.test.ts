import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCustomer, newCustomer, type Customer } from './support/checkout';
import { buttonReady, description, expectNoViolations } from './support/forms';
import { eventually, siteUrl } from './support/pages';
import { browserTestKit } from './support/browser-test-kit';

const kit = browserTestKit();

/** The screen's texts, written out (not imported from src/locales): a changed one fails here. */
const T = {
  it: {
    label: 'Sinonimi, una parola per riga',
    save: 'Salva i sinonimi',
    saved: 'Sinonimi salvati. La prossima ricerca li usa.',
    badLines: (lines: number) =>
      `Queste righe non sono “parola = alternativa, …” o ripetono una parola: ${lines}.`,
  },
  en: { menu: 'Admin', link: 'Search Synonyms' },
};

let admin: Customer;

beforeAll(async () => {
  admin = await newCustomer('A');
});
afterAll(() => kit.browser?.close());

async function searchSkus(text: string): Promise<string[]> {
  const res = await fetch(siteUrl(`/api/products?rows=50&search=${encodeURIComponent(text)}`));
  const body = (await res.json()) as { products: { sku: string }[] };
  return body.products.map((p) => p.sku).sort();
}

describe.sequential('the owner edits the search synonyms (issue 25.12)', () => {
  it('a synonym added on /admin_search finds its products in the next search', async () => {
    const t = T.it;
    const { context, page } = await asCustomer(kit.browser, admin, '/it/admin_search', 'it');
    const field = page.getByLabel(t.label, { exact: true });
    let before = '';
    try {
      const save = await buttonReady(page, t.save);
      await eventually(() => field.inputValue()).toContain('rigida = hard-shell');
      before = await field.inputValue();
      await expectNoViolations(page);

      // A line that is not "word = alternatives" is named, and nothing is saved.
      await field.fill(`${before}\nnot a synonym`);
      await save.click();
      await eventually(() => field.getAttribute('aria-invalid')).toBe('true');
      expect(await description(field)).toContain(t.badLines(before.split('\n').length + 1));

      expect(await searchSkus('holdall')).toEqual([]);
      await field.fill(`holdall = duffel bag\n${before}`);
      await save.click();
      await page.getByText(t.saved, { exact: true }).first().waitFor();
      const duffels = await searchSkus('duffel bag');
      expect(duffels.length).toBeGreaterThan(0);
      expect(await searchSkus('holdall')).toEqual(duffels);
    } finally {
      if (before) {
        await field.fill(before);
        await page.getByRole('button', { name: t.save }).click();
        await page.getByText(t.saved, { exact: true }).first().waitFor();
      }
      await context.close();
    }
  });

  it('the Admin menu leads to the screen', async () => {
    const { context, page } = await asCustomer(kit.browser, admin, '/', 'en');
    try {
      await page.getByRole('button', { name: T.en.menu, exact: true }).click();
      await page.getByRole('link', { name: T.en.link }).click();
      await page.waitForURL(/\/admin_search$/);
    } finally {
      await context.close();
    }
  });
});
