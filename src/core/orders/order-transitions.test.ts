import { describe, expect, it } from 'vitest';
import type { ItemStatus } from './order-status';
import {
  ORDER_TRANSITION_ERRORS,
  cancelCart,
  cancelOrder,
  completeOrder,
  markItemForReturn,
  markOrderPaid,
  placeCart,
  reopenOrder,
  shipItem,
  shipOrder,
  type OrderState,
} from './order-transitions';

const NOW = new Date('2025-01-06T09:00:00.000Z');
const EARLIER = '2025-01-02T09:00:00.000Z';

const item = (id: string, status: ItemStatus = 'O', shipped = false) => ({
  id,
  status,
  shipped,
  shippedDate: shipped ? EARLIER : null,
  sku: `SKU-${id}`,
});

const order = (overrides: Partial<OrderState<ReturnType<typeof item>>> = {}) => ({
  orderNo: 1001,
  status: 'P' as OrderState['status'],
  paymentStatus: 'P' as OrderState['paymentStatus'],
  items: [item('a'), item('b')],
  ...overrides,
});

describe('spec 4: "ship item makes the order S when every item is shipped"', () => {
  it('ships one item and leaves the order as it was while others are unshipped', () => {
    const result = shipItem(order(), 'a', NOW);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.order.items[0]).toMatchObject({
      status: 'S',
      shipped: true,
      shippedDate: '2025-01-06T09:00:00.000Z',
      sku: 'SKU-a',
    });
    expect(result.order.items[1]?.shipped).toBe(false);
    expect(result.order.status).toBe('P');
    expect(result.order.orderNo).toBe(1001);
  });

  it('makes the order S when the last item is shipped', () => {
    const result = shipItem(order({ items: [item('a', 'S', true), item('b')] }), 'b', NOW);
    expect(result.ok && result.order.status).toBe('S');
  });

  it('does not wait for cancelled items', () => {
    const result = shipItem(order({ items: [item('a'), item('b', 'Z')] }), 'a', NOW);
    expect(result.ok && result.order.status).toBe('S');
  });

  it('refuses a cancelled order, an unpaid order, a missing, cancelled or shipped item', () => {
    expect(shipItem(order({ status: 'Z' }), 'a', NOW)).toEqual({
      ok: false,
      error: 'ORDER_CANCELLED',
    });
    expect(shipItem(order({ paymentStatus: 'U' }), 'a', NOW)).toEqual({
      ok: false,
      error: 'ORDER_UNPAID',
    });
    expect(shipItem(order(), 'zz', NOW)).toEqual({ ok: false, error: 'ITEM_NOT_FOUND' });
    expect(shipItem(order({ items: [item('a', 'Z')] }), 'a', NOW)).toEqual({
      ok: false,
      error: 'ITEM_CANCELLED',
    });
    expect(shipItem(order({ items: [item('a', 'S', true)] }), 'a', NOW)).toEqual({
      ok: false,
      error: 'ITEM_ALREADY_SHIPPED',
    });
  });

  it('leaves the input order alone', () => {
    const input = order();
    shipItem(input, 'a', NOW);
    expect(input.items[0]?.shipped).toBe(false);
  });
});

describe('spec 4: "ship order makes the order S and every item shipped"', () => {
  it('ships every item and makes the order S', () => {
    const result = shipOrder(order(), NOW);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.order.status).toBe('S');
    expect(result.order.items.every((i) => i.shipped && i.status === 'S')).toBe(true);
  });

  it('keeps the date of items already shipped and leaves cancelled items cancelled', () => {
    const result = shipOrder(
      order({ items: [item('a', 'S', true), item('b'), item('c', 'Z')] }),
      NOW,
    );
    if (!result.ok) throw new Error(result.error);
    expect(result.order.items.map((i) => [i.status, i.shipped, i.shippedDate])).toEqual([
      ['S', true, EARLIER],
      ['S', true, NOW.toISOString()],
      ['Z', false, null],
    ]);
  });

  it('refuses cancelled, already shipped, unpaid and empty orders', () => {
    expect(shipOrder(order({ status: 'Z' }), NOW)).toEqual({
      ok: false,
      error: 'ORDER_CANCELLED',
    });
    expect(shipOrder(order({ status: 'S' }), NOW)).toEqual({ ok: false, error: 'ORDER_SHIPPED' });
    expect(shipOrder(order({ paymentStatus: 'O' }), NOW)).toEqual({
      ok: false,
      error: 'ORDER_UNPAID',
    });
    expect(shipOrder(order({ items: [item('a', 'Z')] }), NOW)).toEqual({
      ok: false,
      error: 'NOTHING_TO_SHIP',
    });
  });
});

describe('spec 4: "reopen (R) makes it O"', () => {
  it('reopens a cancelled, complete, paid or unpaid order', () => {
    for (const status of ['Z', 'C', 'P', 'U'] as const) {
      const result = reopenOrder(order({ status }));
      expect(result.ok && result.order.status).toBe('O');
    }
  });

  it('refuses an open or shipped order', () => {
    expect(reopenOrder(order({ status: 'O' }))).toEqual({
      ok: false,
      error: 'ORDER_ALREADY_OPEN',
    });
    expect(reopenOrder(order({ status: 'S' }))).toEqual({ ok: false, error: 'ORDER_SHIPPED' });
    // A shipped order that was then completed has left for good too.
    const completed = order({ status: 'C', items: [item('a', 'S', true)] });
    expect(reopenOrder(completed)).toEqual({ ok: false, error: 'ORDER_SHIPPED' });
  });
});

describe('spec 4: "cancel (Z) makes it Z"', () => {
  it('cancels an order with nothing shipped, items untouched', () => {
    const input = order();
    const result = cancelOrder(input);
    expect(result.ok && result.order.status).toBe('Z');
    expect(result.ok && result.order.items).toEqual(input.items);
  });

  it('cancel then reopen gives the order back as it was, but open', () => {
    const cancelled = cancelOrder(order({ status: 'C' }));
    if (!cancelled.ok) throw new Error(cancelled.error);
    const reopened = reopenOrder(cancelled.order);
    expect(reopened.ok && reopened.order).toEqual({ ...order({ status: 'C' }), status: 'O' });
  });

  it('refuses a cancelled, shipped or partly shipped order', () => {
    expect(cancelOrder(order({ status: 'Z' }))).toEqual({ ok: false, error: 'ORDER_CANCELLED' });
    expect(cancelOrder(order({ status: 'S' }))).toEqual({ ok: false, error: 'ORDER_SHIPPED' });
    expect(cancelOrder(order({ items: [item('a', 'S', true), item('b')] }))).toEqual({
      ok: false,
      error: 'ORDER_PARTLY_SHIPPED',
    });
  });
});

describe('spec 4: admin action "mark as paid"', () => {
  it('makes an open or unpaid order paid', () => {
    for (const status of ['O', 'U'] as const) {
      const result = markOrderPaid(order({ status, paymentStatus: 'U' }));
      expect(result.ok && [result.order.status, result.order.paymentStatus]).toEqual(['P', 'P']);
    }
  });

  it('keeps a complete order complete (Complete/Paid)', () => {
    const result = markOrderPaid(order({ status: 'C', paymentStatus: 'U' }));
    expect(result.ok && [result.order.status, result.order.paymentStatus]).toEqual(['C', 'P']);
  });

  it('refuses a cancelled or already paid order', () => {
    expect(markOrderPaid(order({ status: 'Z', paymentStatus: 'U' }))).toEqual({
      ok: false,
      error: 'ORDER_CANCELLED',
    });
    expect(markOrderPaid(order())).toEqual({ ok: false, error: 'ORDER_ALREADY_PAID' });
  });
});

describe('spec 4: admin action "complete (with request for payment)"', () => {
  it('completes an unpaid order and asks for payment', () => {
    expect(completeOrder(order({ status: 'O', paymentStatus: 'U' }))).toMatchObject({
      ok: true,
      order: { status: 'C', paymentStatus: 'U' },
      requestPayment: true,
    });
  });

  it('completes a paid order without asking for payment', () => {
    expect(completeOrder(order())).toMatchObject({ ok: true, requestPayment: false });
  });

  it('completes a shipped order, its final state (issue 26.5)', () => {
    const shipped = order({ status: 'S', items: [item('a', 'S', true), item('b', 'R', true)] });
    expect(completeOrder(shipped)).toMatchObject({
      ok: true,
      order: { status: 'C' },
      requestPayment: false,
    });
  });

  it('refuses cancelled and complete orders', () => {
    expect(completeOrder(order({ status: 'Z' }))).toEqual({ ok: false, error: 'ORDER_CANCELLED' });
    expect(completeOrder(order({ status: 'C' }))).toEqual({
      ok: false,
      error: 'ORDER_ALREADY_COMPLETE',
    });
  });
});

describe('spec 4: "A returned item can be marked for return."', () => {
  it('marks a shipped item R', () => {
    const result = markItemForReturn(order({ items: [item('a', 'S', true)] }), 'a');
    expect(result.ok && result.order.items[0]?.status).toBe('R');
  });

  it('refuses unshipped, missing and already returned items', () => {
    expect(markItemForReturn(order(), 'a')).toEqual({ ok: false, error: 'ITEM_NOT_SHIPPED' });
    expect(markItemForReturn(order(), 'x')).toEqual({ ok: false, error: 'ITEM_NOT_FOUND' });
    expect(markItemForReturn(order({ items: [item('a', 'R', true)] }), 'a')).toEqual({
      ok: false,
      error: 'ITEM_ALREADY_RETURNED',
    });
  });
});

describe("a cart's own steps", () => {
  it('places an open cart once its payment succeeded: it becomes a paid order', () => {
    expect(placeCart({ status: 'O', paymentStatus: 'P' })).toEqual({ ok: true, status: 'P' });
  });

  it('does not place an open cart not paid yet', () => {
    for (const paymentStatus of ['U', 'O']) {
      expect(placeCart({ status: 'O', paymentStatus })).toEqual({ ok: false, error: 'NOT_PAID' });
    }
  });

  it('places nothing that is not an open cart, paid or not', () => {
    for (const status of ['C', 'P', 'S', 'Z', 'U']) {
      expect(placeCart({ status, paymentStatus: 'P' })).toEqual({ ok: false, error: 'NOT_OPEN' });
    }
  });

  it('cancels an open cart, and nothing else', () => {
    expect(cancelCart({ status: 'O' })).toEqual({ ok: true, status: 'Z' });
    for (const status of ['C', 'P', 'S', 'Z', 'U']) {
      expect(cancelCart({ status })).toEqual({ ok: false, error: 'NOT_OPEN' });
    }
  });
});

describe('transition errors', () => {
  it('each error has an English message', () => {
    for (const message of Object.values(ORDER_TRANSITION_ERRORS)) {
      expect(message.length).toBeGreaterThan(0);
    }
  });
});
