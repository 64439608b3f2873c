import { describe, expect, it } from 'vitest';
import english from '../../../locales/en/adminOrders.json';
import italian from '../../../locales/it/adminOrders.json';
import { shownOrder as adminOrderView, type OrderFacts } from '../../orders/shown-order';
import { completeAsksPayment, eventText, statusText } from './order-actions';

const item = (id: string, over: Partial<OrderFacts['items'][number]> = {}) => ({
  _id: id,
  status: 'O',
  shipped: false,
  shippedDate: null,
  sellBy: 'q',
  ...over,
});

const order = (over: Partial<OrderFacts> = {}): OrderFacts => ({
  status: 'P',
  paymentStatus: 'P',
  amountDue: 0,
  payments: [],
  items: [item('a'), item('b')],
  ...over,
});

const availableOf = <K extends string>(
  actions: Record<K, { available: boolean }> | undefined,
): Record<K, boolean> | undefined =>
  actions &&
  (Object.fromEntries(
    Object.entries<{ available: boolean }>(actions).map(([name, state]) => [name, state.available]),
  ) as Record<K, boolean>);

/** Which order buttons the page shows. */
const orderActions = (facts: OrderFacts) =>
  availableOf(adminOrderView(facts)?.actions) ?? {
    shipOrder: false,
    markPaid: false,
    cancel: false,
    reopen: false,
    complete: false,
  };

/** Which buttons one line shows. */
const itemActions = (facts: OrderFacts, id: string) => {
  const index = facts.items.findIndex((line) => line._id === id);
  return (
    availableOf(adminOrderView(facts)?.items[index]?.actions) ?? {
      ship: false,
      markReturn: false,
      receive: false,
      weigh: false,
    }
  );
};

describe('orderActions', () => {
  it('offers shipping, cancelling, reopening and completing a paid order', () => {
    expect(orderActions(order())).toEqual({
      shipOrder: true,
      markPaid: false,
      cancel: true,
      reopen: true,
      complete: true,
    });
  });

  it('offers payment but not shipping for an open unpaid order, and no reopening', () => {
    expect(orderActions(order({ status: 'O', paymentStatus: 'U' }))).toEqual({
      shipOrder: false,
      markPaid: true,
      cancel: true,
      reopen: false,
      complete: true,
    });
  });

  it('offers only reopening for a cancelled order', () => {
    expect(orderActions(order({ status: 'Z', paymentStatus: 'U' }))).toEqual({
      shipOrder: false,
      markPaid: false,
      cancel: false,
      reopen: true,
      complete: false,
    });
  });

  it('offers payment and completion for a shipped unpaid order', () => {
    const shipped = order({
      status: 'S',
      paymentStatus: 'U',
      items: [item('a', { status: 'S', shipped: true, shippedDate: '2026-01-01T00:00:00Z' })],
    });
    expect(orderActions(shipped)).toEqual({
      shipOrder: false,
      markPaid: true,
      cancel: false,
      reopen: false,
      complete: true,
    });
  });

  it('shows a cancelled, refunded order as refunded and owing nothing', () => {
    const view = adminOrderView(
      order({
        status: 'Z',
        paymentStatus: 'U',
        amountDue: 33376,
        payments: [{ status: 'refunded', amount: 33376, refunded: 0 }],
      }),
    );
    expect(view).toMatchObject({ payment: 'refunded', amountDue: 0, amountRefunded: 33376 });
    expect(view?.items.map((line) => line.shown)).toEqual(['Z', 'Z']);
  });

  it('refuses to cancel a partly shipped order', () => {
    const partly = order({ items: [item('a', { status: 'S', shipped: true }), item('b')] });
    expect(orderActions(partly).cancel).toBe(false);
    expect(orderActions(partly).shipOrder).toBe(true);
  });

  it('offers nothing for codes it does not know', () => {
    expect(Object.values(orderActions(order({ status: 'Q' })))).not.toContain(true);
    expect(
      Object.values(orderActions(order({ items: [item('a', { status: '?' })] }))),
    ).not.toContain(true);
  });
});

describe('itemActions', () => {
  it('ships an open line of a paid order, and nothing else', () => {
    expect(itemActions(order(), 'a')).toEqual({
      ship: true,
      markReturn: false,
      receive: false,
      weigh: false,
    });
  });

  it('does not ship a line of an unpaid order', () => {
    expect(itemActions(order({ paymentStatus: 'U', status: 'O' }), 'a').ship).toBe(false);
  });

  it('marks a shipped line for return, and receives one marked', () => {
    const facts = order({
      items: [item('a', { status: 'S', shipped: true }), item('b', { status: 'R', shipped: true })],
    });
    expect(itemActions(facts, 'a')).toMatchObject({
      ship: false,
      markReturn: true,
      receive: false,
    });
    expect(itemActions(facts, 'b')).toMatchObject({
      ship: false,
      markReturn: false,
      receive: true,
    });
  });

  it('weighs a weight-priced line until the order ships or is cancelled', () => {
    const weighed = (status: string) =>
      itemActions(order({ status, items: [item('a', { sellBy: 'w' })] }), 'a').weigh;
    expect(weighed('P')).toBe(true);
    expect(weighed('O')).toBe(true);
    expect(weighed('S')).toBe(false);
    expect(weighed('Z')).toBe(false);
  });

  it('offers nothing for a line the order does not have', () => {
    expect(Object.values(itemActions(order(), 'zz'))).not.toContain(true);
  });
});

describe('completeAsksPayment', () => {
  it('is true while money is due', () => {
    expect(completeAsksPayment({ amountDue: 500 })).toBe(true);
    expect(completeAsksPayment({ amountDue: 0 })).toBe(false);
  });
});

describe('statusText', () => {
  it('keys a complete order by its payment', () => {
    expect(statusText('C', 'P')).toEqual({
      key: 'adminOrders.status.CP',
      fallback: 'Complete/Paid',
    });
    expect(statusText('C', 'U')).toEqual({
      key: 'adminOrders.status.CU',
      fallback: 'Complete/Unpaid',
    });
  });

  it('keys the other statuses by themselves', () => {
    expect(statusText('Z', 'U')).toEqual({ key: 'adminOrders.status.Z', fallback: 'Cancelled' });
  });
});

describe('eventText', () => {
  it('reads an admin call name and a bare action the same', () => {
    expect(eventText('admin_ship_item').key).toBe('adminOrders.event.ship_item');
    expect(eventText('ship_item').key).toBe('adminOrders.event.ship_item');
  });

  it('falls back to the action in words', () => {
    expect(eventText('payment_refunded').fallback).toBe('payment refunded');
  });

  it('names the weight update the server logs (weigh_items) in both languages', () => {
    const { key } = eventText('weigh_items');
    expect((english as Record<string, string>)[key]).toBe('Weights updated');
    expect((italian as Record<string, string>)[key]).toBe('Pesi aggiornati');
  });
});
