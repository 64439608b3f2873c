import { describe, expect, it } from 'vitest';
import { lineShipNote, orderView, type OrderViewFacts, type OrderViewItem } from './order-view';

const NOW = new Date('2026-11-27T10:00:00.000Z');
const LEFT = '2026-11-20T10:00:00.000Z';

const item = (id: string, over: Partial<OrderViewItem> = {}): OrderViewItem => ({
  id,
  status: 'O',
  shipped: false,
  shippedDate: null,
  sellBy: 'u',
  ...over,
});
const shipped = (id: string, over: Partial<OrderViewItem> = {}) =>
  item(id, { status: 'S', shipped: true, shippedDate: LEFT, ...over });

const facts = (over: Partial<OrderViewFacts> = {}): OrderViewFacts => ({
  status: 'P',
  paymentStatus: 'P',
  amountDue: 0,
  amountRefunded: 0,
  items: [item('a'), item('b')],
  ...over,
});

const available = (view: ReturnType<typeof orderView>) =>
  Object.entries(view.actions)
    .filter(([, action]) => action.available)
    .map(([name]) => name);

describe('orderView (issue 26.5: one state shown once)', () => {
  it('a cancelled, refunded order owes nothing and its waiting lines read cancelled', () => {
    const view = orderView(
      facts({ status: 'Z', paymentStatus: 'U', amountDue: 33376, amountRefunded: 33376 }),
      NOW,
    );
    expect(view.status).toBe('Z');
    expect(view.payment).toBe('refunded');
    expect(view.amountDue).toBe(0);
    expect(view.amountRefunded).toBe(33376);
    expect(view.items.map((line) => line.shown)).toEqual(['Z', 'Z']);
    expect(available(view)).toEqual(['reopen']);
    expect(view.actions.shipOrder).toEqual({ available: false, reason: 'ORDER_CANCELLED' });
    expect(view.actions.markPaid).toEqual({ available: false, reason: 'ORDER_CANCELLED' });
  });

  it('a cancelled order paid by hand (nothing refunded) still shows its payment status', () => {
    const view = orderView(facts({ status: 'Z', paymentStatus: 'P' }), NOW);
    expect(view.payment).toBe('P');
    expect(view.amountDue).toBe(0);
  });

  it('a paid order that owes again after weighing reads Unpaid and says why it cannot ship', () => {
    const view = orderView(
      facts({
        status: 'P',
        paymentStatus: 'U',
        amountDue: 1250,
        items: [item('a', { sellBy: 'w' }), item('b')],
      }),
      NOW,
    );
    expect(view.status).toBe('U');
    expect(view.payment).toBe('U');
    expect(view.amountDue).toBe(1250);
    expect(view.actions.shipOrder).toEqual({ available: false, reason: 'ORDER_UNPAID' });
    expect(view.items[0]?.actions.ship).toEqual({ available: false, reason: 'ORDER_UNPAID' });
    expect(available(view)).toEqual(['markPaid', 'complete', 'reopen', 'cancel']);
    expect(view.items[0]?.actions.weigh).toEqual({ available: true });
    // The order's refusal says it once; the lines do not repeat it.
    expect(view.items.map((line) => lineShipNote(view, line))).toEqual([null, null]);
  });

  it('a shipped order can be completed and its lines marked for return: something is left', () => {
    const view = orderView(facts({ status: 'S', items: [shipped('a'), shipped('b')] }), NOW);
    expect(view.status).toBe('S');
    expect(available(view)).toEqual(['complete']);
    expect(view.actions.shipOrder).toEqual({ available: false, reason: 'ORDER_SHIPPED' });
    expect(view.actions.cancel).toEqual({ available: false, reason: 'ORDER_SHIPPED' });
    expect(view.items.map((line) => line.actions.markReturn.available)).toEqual([true, true]);
    expect(view.anyAction).toBe(true);
  });

  it('a complete, shipped order can only take returns: no shipping again, no reopening', () => {
    const view = orderView(facts({ status: 'C', items: [shipped('a'), shipped('b')] }), NOW);
    expect(view.status).toBe('CP');
    expect(available(view)).toEqual([]);
    expect(view.actions.shipOrder).toEqual({ available: false, reason: 'ORDER_SHIPPED' });
    expect(view.actions.reopen).toEqual({ available: false, reason: 'ORDER_SHIPPED' });
    expect(view.anyAction).toBe(true);
  });

  it('has nothing left once every line of a complete order came back', () => {
    const view = orderView(
      facts({ status: 'C', items: [shipped('a', { status: 'X' }), shipped('b', { status: 'X' })] }),
      NOW,
    );
    expect(view.anyAction).toBe(false);
    expect(view.items[0]?.actions.markReturn).toEqual({
      available: false,
      reason: 'ITEM_ALREADY_RETURNED',
    });
  });

  it('labels a complete order with its payment', () => {
    expect(orderView(facts({ status: 'C', paymentStatus: 'U', amountDue: 10 }), NOW).status).toBe(
      'CU',
    );
  });

  it('a line the customer asked to return reads so, and one marked can be received', () => {
    const view = orderView(
      facts({
        status: 'S',
        items: [shipped('a', { returnStatus: 'R' }), shipped('b', { status: 'R' })],
      }),
      NOW,
    );
    expect(view.items.map((line) => line.shown)).toEqual(['returnRequested', 'R']);
    expect(view.items[1]?.actions.receive).toEqual({ available: true });
    expect(view.items[0]?.actions.receive).toEqual({
      available: false,
      reason: 'ITEM_NOT_MARKED',
    });
  });

  it('explains a line that cannot be weighed', () => {
    const view = orderView(facts({ items: [item('a'), item('b', { status: 'Z', sellBy: 'w' })] }));
    expect(view.items[0]?.actions.weigh).toEqual({
      available: false,
      reason: 'ITEM_NOT_BY_WEIGHT',
    });
    expect(view.items[1]?.actions.weigh).toEqual({ available: false, reason: 'ITEM_CANCELLED' });
  });

  it("notes beside a line only a reason of its own, not the order's", () => {
    const view = orderView(facts({ items: [shipped('a'), item('b')] }), NOW);
    expect(view.actions.shipOrder.available).toBe(true);
    expect(view.items.map((line) => lineShipNote(view, line))).toEqual([null, null]);
  });
});
