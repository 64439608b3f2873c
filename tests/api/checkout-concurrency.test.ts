import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ShopCart } from '../../src/core/cart/shop-cart';
import { orderItems, orders, payments } from '../../src/server/db/schema';
import type { RunningSimulator } from '../../src/tools/payment-simulator';
import type { ProductRow } from '../support/orders';
import { signedInAs, type TestApp } from '../support/test-app';
import {
  cartFor,
  checkoutFixture,
  paidByCard,
  simCalls,
  stockOf,
  stockedProduct,
  type Shopper,
} from './checkout-support';

const CUSTOMERS = 50;
const UNITS = 10;

let t: TestApp;
let sim: RunningSimulator;
let lamp: ProductRow;
let buyers: { who: Shopper; cart: ShopCart }[];

checkoutFixture(async (app) => {
  ({ t, sim } = app);
  lamp = await stockedProduct(t, 0, UNITS);
  // A few at a time: fifty password hashes at once would starve the database pool.
  buyers = [];
  while (buyers.length < CUSTOMERS) {
    const batch = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const who = await signedInAs(t.db, 'C');
        const cart = await cartFor(t, who, [{ product: lamp, quantity: 1 }]);
        await paidByCard(t, who, cart.cartId);
        return { who, cart };
      }),
    );
    buyers.push(...batch);
  }
}, 120_000);

describe(`${CUSTOMERS} paid carts for ${UNITS} units, confirmed at once`, () => {
  it('places exactly as many orders as there are units and refunds everyone else', async () => {
    const answers = await Promise.all(
      buyers.map(({ who, cart }) =>
        t.send(
          'POST',
          '/api/order_confirm',
          { cartId: cart.cartId, agreeTerms: true },
          who.headers,
        ),
      ),
    );

    const placed = answers.filter((res) => res.status === 200);
    const soldOut = answers.filter((res) => res.status === 409);
    expect(placed).toHaveLength(UNITS);
    expect(soldOut).toHaveLength(CUSTOMERS - UNITS);
    for (const res of soldOut) {
      expect(res.body.code).toBe('SOLD_OUT');
      // Nothing left to buy: the refreshed cart lost its only line.
      expect(res.body.cart).toBeNull();
    }
    expect(await stockOf(t, lamp.id)).toBe(0);

    const placedRows = await t.db
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(and(eq(orderItems.productId, lamp.id), isNotNull(orders.placedAt)));
    expect(placedRows).toHaveLength(UNITS);

    const refunded = await t.db.select().from(payments).where(eq(payments.status, 'refunded'));
    expect(refunded).toHaveLength(CUSTOMERS - UNITS);
    expect(simCalls(sim, 'POST', /^\/v1\/refunds$/)).toHaveLength(CUSTOMERS - UNITS);
  }, 60_000);
});
