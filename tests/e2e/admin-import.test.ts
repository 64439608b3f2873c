import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Papa from 'papaparse';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { asCustomer, main, newCustomer, type Customer } from './support/checkout';
import { expectNoViolations } from './support/forms';
import { baseUrl, eventually } from './support/pages';
import { browserTestKit } from './support/browser-test-kit';

const kit = browserTestKit();

/** The import screen's texts, written out (not read from src/locales): a lost text fails. */
const T = {
  fileLabel: 'CSV file',
  previewHeading: 'Check before importing',
  errorsHeading: 'Errors',
  hasErrors: '2 rows have errors.',
  clean: 'No errors: the file can be imported.',
  importButton: (n: number) => `Import ${n} products`,
  finished: (added: number) => `Import finished: ${added} products added, 0 updated.`,
};

const ROWS = 50;
const BAD_ROWS = [12, 37];
const SKU_PREFIX = `E2E-IMP-${Date.now().toString(36)}`;

let admin: Customer;
let folder: string;

beforeAll(async () => {
  admin = await newCustomer('A');
  folder = await mkdtemp(path.join(tmpdir(), 'admin-import-'));
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
  // The imported products are written as deleted ones (status Z) so other tests' lists never
  // see them; removing them is tidiness, and they stay hidden if a reference keeps them.
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    await client.query('delete from products where sku like $1', [`${SKU_PREFIX}%`]);
  } catch {
    await client.query("update products set status = 'Z' where sku like $1", [`${SKU_PREFIX}%`]);
  } finally {
    await client.end();
  }
});

function adminHeaders(): Record<string, string> {
  const session = admin.session as { user: { token: string } };
  return { authorization: `Bearer ${session.user.token}`, customer: admin.email };
}

/** An exported product as the model row: its brand, category and so on exist in the shop. */
async function modelRow(): Promise<{ columns: string[]; row: Record<string, string> }> {
  const res = await fetch(`${baseUrl}/api/admin_product_export`, { headers: adminHeaders() });
  expect(res.status).toBe(200);
  const parsed = Papa.parse<Record<string, string>>(await res.text(), {
    header: true,
    skipEmptyLines: true,
  });
  const row = parsed.data[0];
  if (!row || !parsed.meta.fields) throw new Error('the export has no product');
  return { columns: parsed.meta.fields, row };
}

/** 50 new products copied from the model; rows 12 and 37 broken unless `fixed`. */
async function productFile(fixed: boolean): Promise<string> {
  const { columns, row } = await modelRow();
  const rows = Array.from({ length: ROWS }, (_, index) => {
    const number = index + 1;
    const broken = !fixed && BAD_ROWS.includes(number);
    return {
      ...row,
      sku: `${SKU_PREFIX}-${number}`,
      status: 'Z',
      eng_name: `Import test bag ${number}`,
      ita_name: `Borsa di prova ${number}`,
      retailPrice: broken ? 'twelve euro' : '49.90',
    };
  });
  const file = path.join(folder, 'products.csv');
  await writeFile(file, Papa.unparse(rows, { columns }), 'utf8');
  return file;
}

async function chooseFile(page: Page, file: string) {
  await main(page).getByLabel(T.fileLabel, { exact: true }).setInputFiles(file);
  await main(page).getByRole('heading', { name: T.previewHeading }).waitFor();
}

describe('admin product import', () => {
  it('shows the bad rows of a file, then imports the corrected one', async () => {
    const { context, page } = await asCustomer(kit.browser, admin, '/admin_product_import', 'en');
    try {
      const screen = main(page);
      await screen.getByLabel(T.fileLabel, { exact: true }).waitFor();

      await chooseFile(page, await productFile(false));
      await expect.poll(() => screen.getByText(T.hasErrors, { exact: false }).count()).toBe(1);
      const errors = screen.getByRole('region', { name: T.errorsHeading });
      const rowHeaders = await errors.getByRole('rowheader').allTextContents();
      expect(rowHeaders.map((text) => text.trim())).toEqual(BAD_ROWS.map(String));
      expect(await errors.getByText('retailPrice').count()).toBe(2);
      const apply = screen.getByRole('button', { name: /^Import \d+ products?$/ });
      expect(await apply.isDisabled()).toBe(true);
      await expectNoViolations(page);

      await chooseFile(page, await productFile(true));
      await screen.getByText(T.clean).waitFor();
      const ready = screen.getByRole('button', { name: T.importButton(ROWS) });
      await eventually(() => ready.isEnabled()).toBe(true);
      await ready.click();
      // The toast says it too: the screen's own summary is enough.
      await screen.getByText(T.finished(ROWS)).first().waitFor({ timeout: 30_000 });
    } finally {
      await context.close();
    }
  });
});
