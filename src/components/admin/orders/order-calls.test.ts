import { describe, expect, it } from 'vitest';
import { busyKey, orderRequest, parseGrams } from './order-calls';

describe('orderRequest', () => {
  it('ships the order with its tracking, the shipper only when chosen', () => {
    expect(
      orderRequest('o1', {
        kind: 'shipOrder',
        trackingNo: ' TRK ',
        trackingComments: '',
        shipperId: 3,
      }),
    ).toEqual({
      method: 'POST',
      path: 'admin_ship_order',
      body: { _id: 'o1', trackingNo: 'TRK', trackingComments: '', shipperId: 3 },
    });
    expect(
      orderRequest('o1', {
        kind: 'shipOrder',
        trackingNo: '',
        trackingComments: '',
        shipperId: null,
      }).body,
    ).toEqual({ _id: 'o1', trackingNo: '', trackingComments: '' });
  });

  it('leaves out an empty reference or reason', () => {
    expect(orderRequest('o1', { kind: 'markPaid', reference: ' ', method: 'cash' }).body).toEqual({
      _id: 'o1',
      method: 'cash',
    });
    expect(
      orderRequest('o1', { kind: 'markPaid', reference: 'BT-9', method: 'bank_transfer' }).body,
    ).toEqual({ _id: 'o1', reference: 'BT-9', method: 'bank_transfer' });
    expect(orderRequest('o1', { kind: 'cancel', reason: 'Asked by phone' })).toEqual({
      method: 'POST',
      path: 'admin_cancel_order',
      body: { _id: 'o1', reason: 'Asked by phone' },
    });
  });

  it('names the documented call for every action', () => {
    const paths = [
      orderRequest('o', { kind: 'reopen' }),
      orderRequest('o', { kind: 'complete' }),
      orderRequest('o', {
        kind: 'shipItem',
        itemId: 'i',
        trackingNo: ' T1 ',
        trackingComments: '',
        shipperId: 4,
      }),
      orderRequest('o', { kind: 'markReturn', itemId: 'i' }),
      orderRequest('o', { kind: 'receive', itemId: 'i' }),
    ].map((request) => `${request.method} ${request.path} ${JSON.stringify(request.body)}`);
    expect(paths).toEqual([
      'POST admin_reopen_order {"_id":"o"}',
      'POST admin_complete_order {"_id":"o"}',
      'POST admin_ship_item {"_id":"o","itemId":"i","trackingNo":"T1","trackingComments":"","shipperId":4}',
      'POST admin_return_item {"_id":"o","itemId":"i"}',
      'POST admin_receive_item {"_id":"o","itemId":"i"}',
    ]);
  });

  it("PUTs a line's weight to admin_orders", () => {
    expect(orderRequest('o', { kind: 'weigh', itemId: 'i', grams: 1250 })).toEqual({
      method: 'PUT',
      path: 'admin_orders',
      body: { _id: 'o', items: [{ _id: 'i', productWeight: 1250 }] },
    });
  });
});

describe('busyKey', () => {
  it("tells a line's buttons apart from the order's", () => {
    expect(busyKey({ kind: 'reopen' })).toBe('reopen');
    expect(busyKey({ kind: 'markReturn', itemId: 'i1' })).toBe('markReturn:i1');
  });
});

describe('parseGrams', () => {
  it('takes whole grams from 0', () => {
    expect(parseGrams(' 1250 ')).toBe(1250);
    expect(parseGrams('0')).toBe(0);
    expect(parseGrams('1000000')).toBe(1_000_000);
  });

  it('refuses anything else', () => {
    for (const text of ['', '-5', '1.5', '12g', '1e3', '1000001', '99999999999999999999']) {
      expect(parseGrams(text)).toBeNull();
    }
  });
});
