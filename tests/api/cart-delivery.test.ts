import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deliveryDates } from '../../src/core/delivery/delivery-dates';
import { POSTCODE_INVALID } from '../../src/core/address/postcode';
import { ADDRESS_MESSAGES } from '../../src/core/validation/address';
import { countries, orders, siteSettings } from '../../src/server/db/schema';
import { signedInAs, type TestApp } from '../support/test-app';
import {
  addItem,
  address,
  cartFixture,
  cartOf,
  storedCart,
  type ProductFacts,
  type ProductSupply,
} from './cart-support';

let t: TestApp;
let fresh: ProductSupply;
cartFixture((app) => {
  ({ t, fresh } = app);
});

async function country(code: string) {
  const [row] = await t.db.select().from(countries).where(eq(countries.code, code));
  if (!row) throw new Error(`no country ${code}`);
  return row;
}

const refresh = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.send('POST', '/api/refresh_cart', body, headers);

/** A cart of two 300 g items at 10.00 (tax included). */
async function plainCart(facts: ProductFacts = {}, headers: Record<string, string> = {}) {
  const product = await fresh(facts);
  return addItem(t, { sku: product.sku, quantity: 2 }, {}, headers);
}

describe('POST refresh_cart: the delivery address', () => {
  it('without an address: no options, no delivery fee, the default tax rate', async () => {
    const cart = await plainCart();
    expect(cart.address).toBeNull();
    expect(cart.cart).toMatchObject({ taxBp: 2200, taxPercent: 22, taxIncluded: true });
    expect(cart.delivery).toMatchObject({
      options: [],
      deliveryDate: null,
      deliveryIncTax: 0,
      deliveryDays: '3-5',
      deliveryType: 'std',
      totalIncTax: 2000,
      cartIncTax: 2000,
      cartExTax: 1639,
      cartTax: 361,
    });
  });

  it("an Italian address: both options with the country's fees and dates, std charged", async () => {
    const it_ = await country('IT');
    const cart = await plainCart();
    const res = await refresh({ cartId: cart.cartId, address: address() });
    expect(res.status).toBe(200);
    const now = cartOf(res);
    const std = deliveryDates(new Date(), it_.deliveryStdDays);
    const exp = deliveryDates(new Date(), it_.deliveryExpressDays);
    expect(now.address).toEqual({
      ...address(),
      addrLine2: '',
      addrRegion: '',
      addrComments: '',
      addrId: null,
    });
    // 600 g is under 1 kg.
    expect(now.delivery.options).toEqual([
      { type: 'std', fee: it_.deliveryFeeKg, days: it_.deliveryStdDays, ...std },
      { type: 'exp', fee: it_.deliveryExpressFee, days: it_.deliveryExpressDays, ...exp },
    ]);
    expect(now.delivery).toMatchObject({
      deliveryType: 'std',
      deliveryDays: it_.deliveryStdDays,
      deliveryDate: std,
      deliveryIncTax: it_.deliveryFeeKg,
      totalIncTax: 2000 + it_.deliveryFeeKg,
    });
    expect(now.delivery.deliveryExTax + now.delivery.deliveryTax).toBe(it_.deliveryFeeKg);
    expect(now.delivery.totalExTax).toBe(now.delivery.cartExTax + now.delivery.deliveryExTax);
    expect(now.delivery.totalTax).toBe(now.delivery.cartTax + now.delivery.deliveryTax);
    expect(now.items[0]).toMatchObject({ deliveryDays: it_.deliveryStdDays, deliveryType: 'std' });

    const stored = await storedCart(t.db, cart.cartId);
    expect(stored?.order).toMatchObject({
      addrCountry: 'IT',
      addrCity: 'Roma',
      deliveryDateFrom: std.from,
      deliveryDateTo: std.to,
      deliveryIncTax: it_.deliveryFeeKg,
      totalIncTax: 2000 + it_.deliveryFeeKg,
    });
  });

  it('express is charged its fee and dated as express', async () => {
    const it_ = await country('IT');
    const cart = await plainCart();
    const res = await refresh({ cartId: cart.cartId, address: address(), deliveryType: 'exp' });
    const now = cartOf(res);
    expect(now.delivery).toMatchObject({
      deliveryType: 'exp',
      deliveryDays: it_.deliveryExpressDays,
      deliveryDate: deliveryDates(new Date(), it_.deliveryExpressDays),
      deliveryIncTax: it_.deliveryExpressFee,
      totalIncTax: 2000 + it_.deliveryExpressFee,
    });
    // The type stays chosen on later calls.
    const again = cartOf(await t.get(`/api/get_cart?token=${cart.cartId}`));
    expect(again.delivery.deliveryType).toBe('exp');
  });

  it('only free-delivery items: standard delivery is free, express is still charged', async () => {
    const it_ = await country('IT');
    const cart = await plainCart({ freeDelivery: true });
    const std = cartOf(await refresh({ cartId: cart.cartId, address: address() }));
    expect(std.delivery.options.map((o) => [o.type, o.fee])).toEqual([
      ['std', 0],
      ['exp', it_.deliveryExpressFee],
    ]);
    expect(std.delivery).toMatchObject({ deliveryIncTax: 0, totalIncTax: 2000 });

    const exp = cartOf(await refresh({ cartId: cart.cartId, deliveryType: 'exp' }));
    expect(exp.delivery).toMatchObject({
      deliveryIncTax: it_.deliveryExpressFee,
      totalIncTax: 2000 + it_.deliveryExpressFee,
    });
  });

  it("a country's own tax rate applies; a country without one has the shop's default", async () => {
    const de = await country('DE');
    const cart = await plainCart();
    // By name, in either language: stored as the ISO code.
    const germany = cartOf(
      await refresh({ cartId: cart.cartId, address: address({ addrCountry: 'Germania' }) }),
    );
    expect(germany.address?.addrCountry).toBe('DE');
    expect(germany.cart).toMatchObject({ taxBp: 1900, taxPercent: 19 });
    // Prices include tax: 20.00 stays 20.00, the tax part is 19 %.
    expect(germany.delivery).toMatchObject({ cartIncTax: 2000, cartExTax: 1681, cartTax: 319 });
    expect(germany.delivery.deliveryIncTax).toBe(de.deliveryFeeKg);

    const austria = cartOf(
      await refresh({
        cartId: cart.cartId,
        address: address({ addrCountry: 'AT', addrCode: '1010' }),
      }),
    );
    expect(austria.cart.taxBp).toBe(2200);
    expect((await storedCart(t.db, cart.cartId))?.order.taxBp).toBe(2200);
  });

  it("adds tax on top when the site's prices exclude it", async () => {
    const cart = await plainCart();
    await t.db
      .update(siteSettings)
      .set({ settings: sql`jsonb_set(settings, '{payment,taxIncluded}', 'false')` });
    try {
      const now = cartOf(await refresh({ cartId: cart.cartId }));
      expect(now.cart.taxIncluded).toBe(false);
      expect(now.delivery).toMatchObject({ cartExTax: 2000, cartTax: 440, cartIncTax: 2440 });
      expect(now.items[0]).toMatchObject({ itemExTax: 2000, itemIncTax: 2440 });
    } finally {
      await t.db
        .update(siteSettings)
        .set({ settings: sql`jsonb_set(settings, '{payment,taxIncluded}', 'true')` });
    }
  });

  it("refuses an address with the address book's messages, and countries not delivered to", async () => {
    const cart = await plainCart();
    const missing = await refresh({
      cartId: cart.cartId,
      address: address({ addrName: '', addrCity: ' ' }),
    });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual([
      { field: 'address.addrName', message: ADDRESS_MESSAGES.addrName },
      { field: 'address.addrCity', message: ADDRESS_MESSAGES.addrCity },
    ]);

    await t.db.update(countries).set({ active: false }).where(eq(countries.code, 'MT'));
    for (const addrCountry of ['Narnia', '', 'MT']) {
      const res = await refresh({ cartId: cart.cartId, address: address({ addrCountry }) });
      expect(res.status, addrCountry).toBe(400);
      expect(res.body.fields).toEqual([
        { field: 'address.addrCountry', message: ADDRESS_MESSAGES.addrCountry },
      ]);
    }
    const bad = await refresh({ cartId: cart.cartId, deliveryType: 'fast' });
    expect(bad.status).toBe(400);
    expect((await storedCart(t.db, cart.cartId))?.order.addrCountry).toBe('');
  });

  it("refuses a postal code its country's rule does not take, and keeps the cart as it was", async () => {
    const cart = await plainCart();
    for (const [addrCountry, addrCode] of [
      ['IT', 'ABCDE'],
      ['Italia', '0010'],
      ['DE', '1234'],
    ]) {
      const res = await refresh({
        cartId: cart.cartId,
        address: address({ addrCountry, addrCode }),
      });
      expect(res.status, `${addrCountry} ${addrCode}`).toBe(400);
      expect(res.body.fields).toEqual([{ field: 'address.addrCode', message: POSTCODE_INVALID }]);
    }
    expect((await storedCart(t.db, cart.cartId))?.order.addrCode).toBe('');
    const ok = await refresh({ cartId: cart.cartId, address: address({ addrCode: '20121' }) });
    expect(ok.status).toBe(200);
    expect(cartOf(ok).address?.addrCode).toBe('20121');
  });
});

describe('POST refresh_cart: an address-book entry (addrId)', () => {
  async function bookEntry(headers: Record<string, string>, overrides = {}) {
    const res = await t.send(
      'POST',
      '/api/addressbook',
      { address: address({ addrCity: 'Milano', ...overrides }) },
      headers,
    );
    expect(res.status).toBe(200);
    const book = res.body.addressBook as { _id: string; addrCity: string }[];
    return book[book.length - 1]!;
  }

  it("copies the caller's own entry and keeps its id", async () => {
    const me = await signedInAs(t.db, 'C');
    const entry = await bookEntry(me.headers, { addrCountry: 'France' });
    const cart = await plainCart({}, me.headers);
    const res = await refresh({ cartId: cart.cartId, addrId: entry._id }, me.headers);
    expect(res.status).toBe(200);
    expect(cartOf(res).address).toMatchObject({
      addrCity: 'Milano',
      addrCountry: 'FR',
      addrId: entry._id,
    });
    expect(cartOf(res).cart.taxBp).toBe(2000);
    expect((await storedCart(t.db, cart.cartId))?.order.addrId).toBe(entry._id);
  });

  it("refuses another customer's entry (404), and an entry without sign-in (401)", async () => {
    const me = await signedInAs(t.db, 'C');
    const other = await signedInAs(t.db, 'C');
    const theirs = await bookEntry(other.headers);
    const cart = await plainCart({}, me.headers);
    const res = await refresh({ cartId: cart.cartId, addrId: theirs._id }, me.headers);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
    expect((await storedCart(t.db, cart.cartId))?.order).toMatchObject({
      addrId: null,
      addrCity: '',
    });
    expect((await refresh({ cartId: cart.cartId, addrId: 'not-a-uuid' }, me.headers)).status).toBe(
      404,
    );

    const visitorCart = await plainCart();
    const anonymous = await refresh({ cartId: visitorCart.cartId, addrId: theirs._id });
    expect(anonymous.status).toBe(401);
  });
});

describe("POST refresh_cart: the cart's language", () => {
  it('the language changes with lng', async () => {
    const cart = await plainCart();
    const res = await refresh({ cartId: cart.cartId, lng: 'it' });
    expect(cartOf(res).lng).toBe('it');
    const [row] = await t.db.select().from(orders).where(eq(orders.cartId, cart.cartId));
    expect(row?.lng).toBe('it');
  });
});
