import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { returns } from '../../src/server/db/schema';
import { presentedLines } from '../../src/server/orders/presented-lines';
import { insertOrder, pickProducts, type ProductRow } from '../support/orders';
import { createTestApp, signedInAs, type TestApp } from '../support/test-app';

let t: TestApp;
let products: ProductRow[];
beforeAll(async () => {
  t = await createTestApp();
  products = await pickProducts(t.db, 3);
});
afterAll(() => t.drop());

describe('presentedLines', () => {
  it("reads several orders' lines by name with their product address and return requests", async () => {
    const me = await signedInAs(t.db, 'C');
    const [a, b, c] = products as [ProductRow, ProductRow, ProductRow];
    const first = await insertOrder(t.db, {
      customer: me,
      lines: [{ product: a }, { product: b, quantity: 2 }],
    });
    const second = await insertOrder(t.db, { customer: me, lines: [{ product: c }] });
    const other = await insertOrder(t.db, { customer: me, lines: [{ product: a }] });
    const returnedLine = first.itemIds[1] as string;
    await t.db.insert(returns).values({
      orderId: first.id,
      orderItemId: returnedLine,
      quantity: 1,
      reason: 'Too small',
      policyRead: true,
    });

    const { items, requests } = await presentedLines(t.db, [first.id, second.id]);

    const expected = [
      { orderId: first.id, product: a },
      { orderId: first.id, product: b },
      { orderId: second.id, product: c },
    ].sort((x, y) => x.product.eng.name.localeCompare(y.product.eng.name, 'en'));
    expect(items.map((item) => [item.orderId, item.sku, item.url])).toEqual(
      expected.map(({ orderId, product }) => [orderId, product.sku, product.url]),
    );
    expect(items.some((item) => item.orderId === other.id)).toBe(false);
    expect(items.every((item) => typeof item.itaPackDescr === 'string')).toBe(true);
    expect([...requests.keys()]).toEqual([returnedLine]);
    expect(requests.get(returnedLine)?.reason).toBe('Too small');
  });
});
