import { describe, expect, it } from 'vitest';
import type { OrderStatus, PaymentStatus } from '../orders/order-status';
import {
  accountDeletionRefusal,
  dataExportFileName,
  deletedAccountNames,
  isOrderInProgress,
} from './account-deletion';

const placed = (status: OrderStatus, paymentStatus: PaymentStatus = 'P') => ({
  placed: true,
  status,
  paymentStatus,
});

describe('isOrderInProgress', () => {
  it('counts placed orders the shop has yet to ship or be paid for', () => {
    expect(isOrderInProgress(placed('P'))).toBe(true);
    expect(isOrderInProgress(placed('O', 'U'))).toBe(true);
    expect(isOrderInProgress(placed('U', 'U'))).toBe(true);
    expect(isOrderInProgress(placed('C', 'U'))).toBe(true);
    expect(isOrderInProgress(placed('C', 'O'))).toBe(true);
  });

  it('leaves finished business alone: shipped, Complete/Paid, cancelled', () => {
    expect(isOrderInProgress(placed('S'))).toBe(false);
    expect(isOrderInProgress(placed('C', 'P'))).toBe(false);
    expect(isOrderInProgress(placed('Z', 'U'))).toBe(false);
  });

  it('counts a cart only once it is paid (its order is being placed)', () => {
    expect(isOrderInProgress({ placed: false, status: 'O', paymentStatus: 'U' })).toBe(false);
    expect(isOrderInProgress({ placed: false, status: 'O', paymentStatus: 'P' })).toBe(true);
  });
});

describe('accountDeletionRefusal', () => {
  it('refuses an administrator whatever the orders', () => {
    expect(accountDeletionRefusal({ userType: 'A', orders: [], returns: [] })).toBe(
      'ADMIN_ACCOUNT',
    );
  });

  it('refuses while an order or a return is in progress', () => {
    expect(
      accountDeletionRefusal({ userType: 'C', orders: [placed('S'), placed('P')], returns: [] }),
    ).toBe('ORDERS_IN_PROGRESS');
    expect(accountDeletionRefusal({ userType: 'C', orders: [placed('S')], returns: ['A'] })).toBe(
      'ORDERS_IN_PROGRESS',
    );
    expect(accountDeletionRefusal({ userType: 'C', orders: [placed('S')], returns: ['R'] })).toBe(
      'ORDERS_IN_PROGRESS',
    );
  });

  it('allows a customer whose orders and returns are done', () => {
    expect(
      accountDeletionRefusal({
        userType: 'C',
        orders: [placed('S'), placed('Z', 'U'), placed('C', 'P')],
        returns: ['X', 'N'],
      }),
    ).toBeNull();
    expect(accountDeletionRefusal({ userType: 'C', orders: [], returns: [] })).toBeNull();
  });
});

describe('deletedAccountNames', () => {
  it('gives a non-deliverable address and a nickname that name only the row', () => {
    expect(deletedAccountNames('0d5c')).toEqual({
      userName: 'deleted-0d5c@invalid',
      nickName: 'deleted-0d5c',
    });
  });
});

describe('dataExportFileName', () => {
  it('dates the file in UTC', () => {
    expect(dataExportFileName(new Date('2025-01-31T23:30:00.000Z'))).toBe(
      'borse-my-data-2025-01-31.json',
    );
  });
});
