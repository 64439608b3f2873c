import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbQuery } from './support/db';
import { asCustomer, newCustomer, prefix, type Customer } from './support/checkout';
import { buttonReady, description, hasFocus } from './support/forms';
import { eventually } from './support/pages';
import type { Language } from './support/texts';
import { browserTestKit } from './support/browser-test-kit';

const kit = browserTestKit();

/**
 * The admin reference screens, through /admin_brand: add, edit, a duplicate name, delete, and
 * a brand still used by products that may not go. Texts are written out here (not imported
 * from src/locales) so a changed or missing translation fails the test.
 */
const T = {
  en: {
    add: 'Add brand',
    name: 'Name (English)',
    itaName: 'Name (Italian)',
    save: 'Save',
    saved: 'Saved.',
    deleted: 'Deleted.',
    edit: (name: string) => `Edit ${name}`,
    remove: (name: string) => `Delete ${name}`,
    confirmTitle: 'Delete brand?',
    confirm: 'Delete',
    duplicate: 'This name is already used.',
    notDeleted: (name: string) => `“${name}” was not deleted:`,
    usedBy: /^Used by \d+ products?$/,
  },
  it: {
    add: 'Aggiungi marchio',
    name: 'Nome (inglese)',
    itaName: 'Nome (italiano)',
    save: 'Salva',
    saved: 'Salvato.',
    deleted: 'Eliminato.',
    edit: (name: string) => `Modifica ${name}`,
    remove: (name: string) => `Elimina ${name}`,
    confirmTitle: 'Eliminare il marchio?',
    confirm: 'Elimina',
    duplicate: 'Questo nome è già in uso.',
    notDeleted: (name: string) => `“${name}” non è stato eliminato:`,
    usedBy: /^Usato da \d+ prodott[oi]$/,
  },
} as const;

const main = (page: Page) => page.getByRole('main');
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

let admin: Customer;
const created: string[] = [];

beforeAll(async () => {
  admin = await newCustomer('A');
});

afterAll(async () => {
  if (created.length) await dbQuery('delete from brands where name = any($1)', [created]);
});

describe.each(['en', 'it'] as const)('/admin_brand in %s', (language: Language) => {
  const t = T[language];

  it('adds, edits and deletes a brand; a duplicate name is refused beside the field', async () => {
    const name = `Test brand ${language} ${Date.now().toString(36)}`;
    created.push(name);
    const { context, page } = await asCustomer(
      kit.browser,
      admin,
      `${prefix(language)}/admin_brand`,
      language,
    );
    try {
      const screen = main(page);
      await (await buttonReady(page, t.add)).click();
      const nameField = screen.getByLabel(t.name, { exact: true });
      expect(await hasFocus(nameField)).toBe(true);
      await nameField.fill(name);
      const itaField = screen.getByLabel(t.itaName, { exact: true });
      expect(await itaField.getAttribute('lang')).toBe('it');
      await itaField.fill(`${name} IT`);
      await screen.getByRole('button', { name: t.save, exact: true }).click();
      await toast(page, t.saved).waitFor();
      await screen.getByRole('cell', { name, exact: true }).waitFor();
      await eventually(() => hasFocus(screen.getByRole('button', { name: t.add }))).toBe(true);

      await screen.getByRole('button', { name: t.edit(name), exact: true }).click();
      await screen.getByLabel(t.itaName, { exact: true }).fill(`${name} nuovo`);
      await screen.getByRole('button', { name: t.save, exact: true }).click();
      await screen.getByRole('cell', { name: `${name} nuovo`, exact: true }).waitFor();

      // The same name again: 409 ALREADY_EXISTS beside the name, the typed values kept.
      await screen.getByRole('button', { name: t.add, exact: true }).click();
      const again = screen.getByLabel(t.name, { exact: true });
      await again.fill(name.toUpperCase());
      await screen.getByRole('button', { name: t.save, exact: true }).click();
      await eventually(() => description(again)).toBe(t.duplicate);
      expect(await again.inputValue()).toBe(name.toUpperCase());
      expect(await hasFocus(again)).toBe(true);
      await screen.getByRole('button', { name: language === 'en' ? 'Cancel' : 'Annulla' }).click();

      await screen.getByRole('button', { name: t.remove(name), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t.confirmTitle });
      await dialog.getByRole('button', { name: t.confirm, exact: true }).click();
      await toast(page, t.deleted).waitFor();
      await eventually(() => screen.getByRole('cell', { name, exact: true }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('says where a brand that products use is used, and keeps it', async () => {
    const [used] = await dbQuery<{ name: string }>(
      'select b.name from brands b where exists (select 1 from products p where p.brand_id = b.id) order by b.name limit 1',
    );
    if (!used) throw new Error('the seed has no brand with products');
    const { context, page } = await asCustomer(
      kit.browser,
      admin,
      `${prefix(language)}/admin_brand`,
      language,
    );
    try {
      const screen = main(page);
      await (await buttonReady(page, t.remove(used.name))).click();
      const dialog = page.getByRole('dialog', { name: t.confirmTitle });
      await dialog.getByRole('button', { name: t.confirm, exact: true }).click();
      const alert = screen.getByRole('alert').filter({ hasText: t.notDeleted(used.name) });
      await alert.waitFor();
      const lines = await alert.getByRole('listitem').allTextContents();
      expect(lines.some((line) => t.usedBy.test(line.trim()))).toBe(true);
      await screen.getByRole('cell', { name: used.name, exact: true }).first().waitFor();
    } finally {
      await context.close();
    }
  });
});
