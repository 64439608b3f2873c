import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems } from '../../src/server/db/schema';
import { insertOrder, pickProducts, type ProductRow } from '../support/orders';
import { createTestApp, signedInAs, type TestApp } from '../support/test-app';

/*
 * June 2019, a month no other fixture uses: one shipped order of a cheese sold by weight at
 * €49.00/kg, bought from its supplier at €25.66/kg, 2 pieces weighed at 520 g each (1.04 kg).
 *   price  49.00 × 1.04 = 50.96 → 5096 (ex tax at 22 %: 5096 / 1.22 = 4177.05 → 4177)
 *   cost   25.66 × 1.04 = 26.6864 → 2669 (not 2 × 25.66 = 5132: the supplier price is per kg)
 *   profit 4177 − 2669 = 1508
 */
let t: TestApp;
let admin: Record<string, string>;
let itemId: string;
let product: ProductRow;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInAs(t.db, 'A')).headers;
  const shopper = await signedInAs(t.db, 'C');
  [product] = (await pickProducts(t.db, 1)) as [ProductRow];
  const order = await insertOrder(t.db, {
    customer: { id: shopper.id, email: shopper.email },
    status: 'S',
    placedAt: new Date('2019-06-12T10:00:00Z'),
    delivery: { incTax: 0, exTax: 0 },
    lines: [
      {
        product,
        quantity: 2,
        unitPrice: 4900,
        itemIncTax: 5096,
        itemExTax: 4177,
        supplierPrice: 2566,
        byWeight: { productWeight: 520, weighed: true },
        shippedDate: new Date('2019-06-13T08:00:00Z'),
      },
    ],
  });
  itemId = order.itemIds[0]!;
});
afterAll(() => t.drop());

const JUNE = '/api/admin_sales?start=2019-06-01&end=2019-06-30';

describe('GET /api/admin_sales with a line sold by weight', () => {
  it('costs the line by the kilogram it weighed', async () => {
    const res = await t.get(JUNE, admin);
    expect(res.status).toBe(200);
    expect(res.body.figures).toMatchObject({
      turnover: 5096,
      itemsSold: 2,
      supplierFees: 2669,
      totalExTax: 4177,
      profit: 1508,
    });
  });

  it('costs it again when the line is weighed anew', async () => {
    // 2 × 610 g = 1.22 kg: 25.66 × 1.22 = 31.3052 → 3131 (the price left as it was).
    await t.db.update(orderItems).set({ productWeight: 610 }).where(eq(orderItems.id, itemId));
    const res = await t.get(JUNE, admin);
    expect(res.body.figures).toMatchObject({ supplierFees: 3131, profit: 4177 - 3131 });
  });
});
