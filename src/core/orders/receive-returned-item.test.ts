import { describe, expect, it } from 'vitest';
import { receiveReturnedItem, type OrderState } from './order-transitions';
import type { ItemStatus } from './order-status';

const order = (status: ItemStatus, shipped = true): OrderState => ({
  status: 'S',
  paymentStatus: 'P',
  items: [
    { id: 'a', status, shipped, shippedDate: shipped ? '2026-01-02T00:00:00.000Z' : null },
    { id: 'b', status: 'S', shipped: true, shippedDate: '2026-01-02T00:00:00.000Z' },
  ],
});

describe('receiveReturnedItem', () => {
  it('makes an item marked for return X and leaves the others alone', () => {
    const result = receiveReturnedItem(order('R'), 'a');
    expect(result).toEqual({
      ok: true,
      order: {
        ...order('R'),
        items: [{ ...order('R').items[0], status: 'X' }, order('R').items[1]],
      },
    });
  });

  it.each(['O', 'S', 'Z', 'X'] as const)('refuses an item with status %s', (status) => {
    expect(receiveReturnedItem(order(status, status !== 'O'), 'a')).toEqual({
      ok: false,
      error: 'ITEM_NOT_MARKED',
    });
  });

  it('refuses an item that is not in the order', () => {
    expect(receiveReturnedItem(order('R'), 'zz')).toEqual({ ok: false, error: 'ITEM_NOT_FOUND' });
  });
});
