import { describe, expect, it } from 'vitest';
import { makeCartItem, makeShopCart } from '../../state/testing/make-shop-cart';
import type { PlacedOrder } from './placed-order';
import { cartFigures, orderFigures } from './summary-figures';
import { ANNA_ADDRESS } from '../account/testing/anna-address';

const delivery = {
  ...makeShopCart().delivery,
  cartIncTax: 4500,
  cartExTax: 3689,
  deliveryIncTax: 600,
  deliveryExTax: 492,
  totalTax: 919,
  totalIncTax: 5100,
};

describe('cartFigures', () => {
  it('shows the server figures, tax-inclusive when prices are entered so', () => {
    const figures = cartFigures(makeShopCart({ delivery }), 'ita');
    expect(figures.lines).toEqual([
      expect.objectContaining({ name: 'Borsa città', quantity: 1, unitPrice: 4500, total: 4500 }),
    ]);
    expect(figures.totals).toEqual({
      currency: 'EUR',
      taxIncluded: true,
      items: 4500,
      delivery: 600,
      tax: 919,
      total: 5100,
      hasTbc: false,
    });
  });

  it('shows items and delivery before tax when tax is added on top', () => {
    const cart = makeShopCart({ delivery, cart: { taxIncluded: false } });
    expect(cartFigures(cart, 'eng').totals).toMatchObject({ items: 3689, delivery: 492, tax: 919 });
  });

  it('leaves a weight-priced line TBC and says the totals leave it out', () => {
    const weighed = makeCartItem({ _id: 'w', key: 'W||||', sku: 'W', sellBy: 'w', tbc: true });
    const cart = makeShopCart({
      items: [makeCartItem(), weighed],
      cart: { hasWeightItems: true },
    });
    const figures = cartFigures(cart, 'eng');
    expect(figures.lines[1]).toMatchObject({ unitPrice: null, total: null });
    expect(figures.totals.hasTbc).toBe(true);
  });
});

describe('orderFigures', () => {
  const order: PlacedOrder = {
    _id: 'o1',
    orderNo: 1042,
    dateAdded: '2025-03-01T10:00:00.000Z',
    placedAt: '2025-03-01T10:05:00.000Z',
    status: 'P',
    payment: { status: 'P', type: 'STRIPE' },
    cart: { currency: 'EUR', taxIncluded: true, totalItems: 2 },
    delivery: { ...delivery, deliveryDate: { from: '2025-03-04', to: '2025-03-06' } },
    address: { ...ANNA_ADDRESS, addrId: null },
    items: [
      {
        _id: 'l1',
        sku: 'BAG-1',
        url: 'city-bag',
        name: 'City bag',
        itaName: 'Borsa città',
        packDescr: '',
        quantity: 1,
        unitPrice: 4500,
        itemIncTax: 4500,
        size: 'M',
        color: '',
        sellBy: 'u',
        weighed: false,
      },
      {
        _id: 'l2',
        sku: 'CHEESE',
        url: '',
        name: 'Cheese',
        itaName: '',
        packDescr: '',
        quantity: 1,
        unitPrice: 0,
        itemIncTax: 0,
        size: '',
        color: '',
        sellBy: 'w',
        weighed: false,
      },
    ],
  };

  it('reads a placed order the same way, unweighed lines TBC', () => {
    const figures = orderFigures(order, 'ita');
    expect(figures.lines.map((line) => [line.name, line.total])).toEqual([
      ['Borsa città', 4500],
      ['Cheese', null],
    ]);
    expect(figures.totals).toMatchObject({ total: 5100, delivery: 600, hasTbc: true });
  });
});
