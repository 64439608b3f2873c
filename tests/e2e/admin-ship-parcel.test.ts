import { beforeAll, describe, expect, it } from 'vitest';
import { insertOrder, pickProducts, type InsertedOrder } from '../support/orders';
import { asCustomer, main, newCustomer, type Customer } from './support/checkout';
import { dbQuery } from './support/db';
import { expectNoViolations, hasFocus } from './support/forms';
import { mailsTo } from './support/outbox';
import { eventually } from './support/pages';
import { browserTestKit } from './support/browser-test-kit';

const kit = browserTestKit({ database: true });

/**
 * Issue 26.3 in the browsers: the administrator ships one item of a paid order through its
 * dialog, by keyboard, with a carrier and a tracking number; the customer's orders page then
 * shows that parcel. Texts are written out so a lost translation fails.
 */
const T = {
  orderHeading: (no: number) => `Order ${no}`,
  shipItem: 'Ship item',
  dialog: (name: string, no: number) => `Ship ${name} from order ${no}`,
  tracking: 'Tracking number',
  shipper: 'Shipper',
  question: /^Ship without a tracking number\?/,
  parcels: 'Parcels',
  parcel: 'Parcel 1',
  track: 'Track parcel 1',
};

let admin: Customer;
let buyer: Customer;
let order: InsertedOrder;
let shipped: string;
let waiting: string;
let carrier: string;

beforeAll(async () => {
  admin = await newCustomer('A');
  buyer = await newCustomer('C');
  const [first, second] = await pickProducts(kit.db, 2);
  if (!first || !second) throw new Error('two products needed');
  shipped = first.eng.name;
  waiting = second.eng.name;
  order = await insertOrder(kit.db, {
    customer: { id: buyer.id, email: buyer.email },
    lines: [
      { product: first, quantity: 2 },
      { product: second, quantity: 1 },
    ],
  });
  carrier = `Parcel Express ${order.orderNo}`;
  await dbQuery('insert into shippers (name, tracking_url) values ($1, $2)', [
    carrier,
    'https://track.example/{trackingNo}',
  ]);
});

describe('shipping one item in a parcel of its own', () => {
  it('asks for its carrier and tracking number, and the customer sees the parcel', async () => {
    const admins = await asCustomer(kit.browser, admin, `/admin_orders?order=${order.id}`, 'en');
    try {
      const page = admins.page;
      await main(page)
        .getByRole('heading', { name: T.orderHeading(order.orderNo) })
        .waitFor();
      const row = main(page).getByTestId('admin-order-item').filter({ hasText: shipped });
      const ship = row.getByRole('button', { name: T.shipItem });
      await ship.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: T.dialog(shipped, order.orderNo) });
      const tracking = dialog.getByLabel(T.tracking);
      await eventually(() => hasFocus(tracking)).toBe(true);

      // No number yet: Enter asks first, and ships nothing.
      await page.keyboard.press('Enter');
      await expect(dialog.getByRole('alert').innerText()).resolves.toMatch(T.question);
      expect(await dbQuery('select id from shipments where order_id = $1', [order.id])).toEqual([]);

      await page.keyboard.type('PX 77');
      await dialog.getByLabel(T.shipper).selectOption({ label: carrier });
      await expectNoViolations(page);
      await tracking.focus();
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });

      // The back office lists the parcel with the item in it; the other item still waits.
      const parcels = main(page).getByRole('region', { name: T.parcels });
      await eventually(() => parcels.getByTestId('parcel-tracking').innerText()).toContain('PX 77');
      expect(await parcels.getByTestId('parcel-items').innerText()).toBe(`2 × ${shipped}`);
      await eventually(() =>
        main(page)
          .getByTestId('admin-order-item')
          .filter({ hasText: waiting })
          .getByRole('button', { name: T.shipItem })
          .count(),
      ).toBe(1);
      const rows = await dbQuery<{ tracking_no: string; name: string }>(
        `select s.tracking_no, p.name from shipments s join shippers p on p.id = s.shipper_id
          where s.order_id = $1`,
        [order.id],
      );
      expect(rows).toEqual([{ tracking_no: 'PX 77', name: carrier }]);
      await eventually(async () => (await mailsTo(buyer.email)).length).toBe(1);
      const [mail] = await mailsTo(buyer.email);
      expect(mail?.subject).toBe(`Part of your order no. ${order.orderNo} has shipped`);
      expect(mail?.text).toContain('PX 77');
    } finally {
      await admins.context.close();
    }

    const buyers = await asCustomer(kit.browser, buyer, '/orders', 'en');
    try {
      const card = main(buyers.page)
        .getByTestId('order')
        .filter({
          has: buyers.page.getByRole('heading', {
            name: T.orderHeading(order.orderNo),
            exact: true,
          }),
        });
      const parcel = card.getByRole('listitem', { name: T.parcel });
      await parcel.waitFor();
      expect(await parcel.getByTestId('parcel-carrier').innerText()).toBe(carrier);
      expect(await parcel.getByTestId('parcel-tracking').innerText()).toContain('PX 77');
      expect(await parcel.getByRole('link', { name: T.track }).getAttribute('href')).toBe(
        'https://track.example/PX%2077',
      );
      expect(await parcel.getByTestId('parcel-items').innerText()).toBe(`2 × ${shipped}`);
      await expectNoViolations(buyers.page);
    } finally {
      await buyers.context.close();
    }
  });
});
