import { beforeAll, describe, expect, it } from 'vitest';
import {
  daysAgo,
  insertOrder,
  pickProducts,
  type InsertedOrder,
  type ProductRow,
} from '../support/orders';
import { asCustomer, main, newCustomer, type Customer } from './support/checkout';
import { dbQuery } from './support/db';
import { mailsTo } from './support/outbox';
import { asVisitor, eventually, openShop, visit } from './support/pages';
import { browserTestKit } from './support/browser-test-kit';

const kit = browserTestKit({ database: true });

/**
 * Issue 16, findings 4 and 5 as people meet them: an Italian customer asks to return an item
 * and is told so by mail; the administrator finds the order under "Returns to handle"; the
 * returns policy page and the footer banner say the returns.days setting's number, each in
 * its page's language only. Texts are written out so a lost translation fails.
 */
const T = {
  returnOne: (name: string) => `Restituisci ${name}`,
  reason: 'Motivo del reso',
  submit: 'Chiedi il reso',
  requestedIt: 'Reso richiesto',
  ackSubject: (no: number) => `Abbiamo ricevuto la tua richiesta di reso (ordine n. ${no})`,
  returnsFilter: 'Returns to handle',
  orders: 'Orders',
  orderLink: (no: number) => `Order ${no}`,
  rowBadge: 'Return to handle',
  requestedEn: 'Return requested',
  reasonEn: (reason: string) => `Return reason: ${reason}`,
};

let admin: Customer;
let buyer: Customer;
let product: ProductRow;
let order: InsertedOrder;
/** The API function answers in seconds on a busy machine: waits allow for several calls. */
const SLOW = 45_000;

beforeAll(async () => {
  admin = await newCustomer('A');
  buyer = await newCustomer('C');
  // "Language of our emails": Italiano.
  await dbQuery(`update customers set lng = 'it' where id = $1`, [buyer.id]);
  [product] = (await pickProducts(kit.db, 1)) as [ProductRow];
  order = await insertOrder(kit.db, {
    customer: { id: buyer.id, email: buyer.email },
    status: 'S',
    lines: [{ product, shippedDate: daysAgo(3) }],
  });
});

describe(
  'a return request reaches the shop and the customer (finding 4)',
  { timeout: 180_000 },
  () => {
    it('the customer asks on /it/orders, reads "Reso richiesto" and gets a mail in Italian', async () => {
      const { context, page } = await asCustomer(kit.browser, buyer, '/it/orders', 'it');
      try {
        const link = main(page).getByRole('link', { name: T.returnOne(product.ita.name) });
        await link.waitFor({ timeout: SLOW });
        await link.click();
        await main(page).getByLabel(T.reason).waitFor({ timeout: SLOW });
        await main(page).getByLabel(T.reason).fill('La tracolla è troppo corta');
        await main(page).getByRole('checkbox').check();
        await main(page).getByRole('button', { name: T.submit }).click();
        await eventually(
          async () => (await mailsTo(buyer.email)).map((mail) => mail.subject),
          SLOW,
        ).toContain(T.ackSubject(order.orderNo));

        await visit(page, '/it/orders');
        await eventually(
          () => main(page).getByTestId('line-status').first().innerText({ timeout: SLOW }),
          SLOW,
        ).toBe(T.requestedIt);
      } finally {
        await context.close();
      }
    });

    it('the administrator finds it under "Returns to handle" and sees the request', async () => {
      const { context, page } = await asCustomer(kit.browser, admin, '/admin_orders', 'en');
      try {
        const filter = main(page).getByRole('checkbox', { name: new RegExp(T.returnsFilter) });
        await eventually(() => main(page).getByTestId('returns-to-handle').count(), SLOW).toBe(1);
        // The list's address changes first; the box is ticked once the new list renders.
        await filter.click();
        await eventually(() => new URL(page.url()).searchParams.get('filter'), SLOW).toBe('R');
        await eventually(() => filter.isChecked(), SLOW).toBe(true);
        const table = main(page).getByRole('table', { name: T.orders });
        const row = table.getByRole('row').filter({
          has: page.getByRole('link', { name: T.orderLink(order.orderNo), exact: true }),
        });
        await row.waitFor({ timeout: SLOW });
        expect(await row.getByTestId('row-return-badge').innerText()).toBe(T.rowBadge);
        await row.getByRole('link', { name: T.orderLink(order.orderNo), exact: true }).click();
        const status = main(page).getByTestId('admin-item-status').first();
        await eventually(() => status.innerText({ timeout: SLOW }), SLOW).toContain(T.requestedEn);
        expect(await status.innerText()).toContain(T.reasonEn('La tracolla è troppo corta'));
      } finally {
        await context.close();
      }
    });
  },
);

describe('one returns window, in each language (finding 5)', { timeout: 180_000 }, () => {
  const setDays = (days: number) =>
    dbQuery(
      `update site_settings set settings = jsonb_set(settings, '{returns}', jsonb_build_object('days', $1::int)) where id = 1`,
      [days],
    );

  it('the policy page and the footer banner say the setting, each in its own language', async () => {
    await setDays(21);
    try {
      for (const language of ['en', 'it'] as const) {
        await asVisitor(kit.browser, { language }, async (context) => {
          const prefix = language === 'it' ? '/it' : '';
          const page = await openShop(context, `${prefix}/returns_policy`, language);
          const policy = main(page);
          const [days, other] = language === 'it' ? ['21 giorni', 'days'] : ['21 days', 'giorni'];
          await eventually(() => policy.innerText(), SLOW).toContain(days);
          const text = await policy.innerText();
          expect(text).not.toMatch(/\b(14|30)\b/);
          expect(text).not.toContain(other);
          const banner = page.getByTestId('footer-banner-returns');
          await eventually(() => banner.innerText({ timeout: SLOW }), SLOW).toBe(
            language === 'it' ? 'Resi entro 21 giorni' : 'Returns within 21 days',
          );
        });
      }
    } finally {
      await setDays(30);
    }
  });
});
