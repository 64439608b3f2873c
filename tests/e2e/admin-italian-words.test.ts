import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrder, pickProducts, type InsertedOrder } from '../support/orders';
import { asCustomer, main, newCustomer, type Customer } from './support/checkout';
import { dbQuery } from './support/db';
import { browserTestKit } from './support/browser-test-kit';

const kit = browserTestKit({ database: true });

/**
 * Issue 26.7: an administrator working in Italian sees no English code or word on an order
 * (payment provider and status, TBC, the country), in an import's problems or in a refused
 * delete, which names the products in the way, with links to them. Texts are written out.
 */
const STAMP = Date.now().toString(36);
const COLOUR = { name: `Teal ${STAMP}`, itaName: `Verde acqua ${STAMP}` };

let admin: Customer;
let order: InsertedOrder;
let folder: string;
let users: { sku: string; itaName: string }[];

beforeAll(async () => {
  admin = await newCustomer('A');
  const buyer = await newCustomer('C');
  const [unit, weighed] = await pickProducts(kit.db, 2);
  order = await insertOrder(kit.db, {
    customer: { id: buyer.id, email: buyer.email },
    lines: [{ product: unit! }, { product: weighed! }],
  });
  // The second line is sold by weight and not weighed yet: its price is "to be defined".
  await dbQuery('update order_items set sell_by = $1, weighed = false where id = $2', [
    'w',
    order.itemIds[1],
  ]);
  await dbQuery(
    `insert into payments (order_id, provider, provider_id, amount, status)
     values ($1, 'STRIPE', $2, 1000, 'succeeded')`,
    [order.id, `pi_${STAMP}`],
  );
  const [colour] = await dbQuery<{ id: number }>(
    'insert into colors (name, ita_name, hex) values ($1, $2, $3) returning id',
    [COLOUR.name, COLOUR.itaName, '#008080'],
  );
  users = [unit!, weighed!].map((p) => ({ sku: p.sku, itaName: p.ita.name }));
  for (const product of [unit!, weighed!]) {
    await dbQuery('insert into product_colors (product_id, color_id) values ($1, $2)', [
      product.id,
      colour!.id,
    ]);
  }
  folder = await mkdtemp(path.join(tmpdir(), 'admin-italian-'));
});

afterAll(async () => {
  await dbQuery(
    'delete from product_colors where color_id in (select id from colors where name = $1)',
    [COLOUR.name],
  );
  await dbQuery('delete from colors where name = $1', [COLOUR.name]);
  await rm(folder, { recursive: true, force: true });
});

describe('the back office in Italian', () => {
  it('says an order’s payment, unpriced line and country in Italian', async () => {
    const { context, page } = await asCustomer(
      kit.browser,
      admin,
      `/it/admin_orders?order=${order.id}`,
      'it',
    );
    try {
      await main(page)
        .getByRole('heading', { name: `Ordine ${order.orderNo}`, exact: true })
        .waitFor({ timeout: 40_000 });
      await main(page)
        .getByText(/con Stripe \(riuscito\)/)
        .waitFor();
      // The country comes with the delivery countries' list, a moment after the order.
      await main(page).locator('address').getByText('Italia', { exact: true }).waitFor();
      const text = await main(page).innerText();
      for (const english of ['STRIPE', 'succeeded', 'TBC']) expect(text).not.toContain(english);
      expect(text).toContain('Da definire');
    } finally {
      await context.close();
    }
  });

  it('says the import’s problems in Italian and counts rows apart from problems', async () => {
    const file = path.join(folder, 'prodotti.csv');
    const row = {
      sku: `IT-${STAMP}`,
      brand: 'Nobody at all',
      category: 'Nowhere',
      retailPrice: '12,50',
      eng_name: 'A bag',
      ita_name: 'Una borsa',
    };
    await writeFile(file, Papa.unparse([row]), 'utf8');
    const { context, page } = await asCustomer(
      kit.browser,
      admin,
      '/it/admin_product_import',
      'it',
    );
    try {
      const screen = main(page);
      await screen.getByLabel('File CSV', { exact: true }).setInputFiles(file);
      await screen.getByRole('heading', { name: 'Controlla prima di importare' }).waitFor();
      const figure = (label: string) =>
        screen.locator('dl div').filter({ has: page.getByText(label, { exact: true }) });
      expect(await figure('Righe con errori').locator('dd').innerText()).toBe('1');
      expect(await figure('Problemi trovati').locator('dd').innerText()).toBe('3');
      const errors = screen.getByRole('region', { name: 'Errori' });
      await errors.getByText('Nessuna marca si chiama "Nobody at all"').waitFor();
      await errors.getByText('Nessuna categoria si chiama "Nowhere"').waitFor();
      await errors.getByText('Per i centesimi usa il punto, non la virgola (12.50)').waitFor();
      const text = await errors.innerText();
      for (const english of ['No brand named', 'No category named', 'decimal point']) {
        expect(text).not.toContain(english);
      }
    } finally {
      await context.close();
    }
  });

  it('refuses to delete a colour in use, naming it and its products in Italian, with links', async () => {
    const { context, page } = await asCustomer(kit.browser, admin, '/it/admin_color', 'it');
    try {
      const screen = main(page);
      await screen.getByRole('button', { name: `Elimina ${COLOUR.name}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Elimina', exact: true }).click();
      const alert = screen.getByRole('alert');
      await alert.getByText(`“${COLOUR.itaName}” non è stato eliminato:`).waitFor();
      await alert.getByText('Prodotti che lo usano:').waitFor();
      for (const user of users) {
        const link = alert.getByRole('link', { name: user.itaName, exact: true });
        expect(await link.getAttribute('href')).toBe(
          `/it/admin_product/edit/${encodeURIComponent(user.sku)}`,
        );
      }
      expect(await alert.innerText()).not.toContain(COLOUR.name);
    } finally {
      await context.close();
    }
  });
});
