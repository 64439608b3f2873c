import { describe, expect, it } from 'vitest';
import { parcelsOf, trackingLink, type ParcelItemFacts, type ShipmentFacts } from './parcels';

const day = (n: number) => new Date(Date.UTC(2026, 10, n));
const item = (id: string, shipmentId: string | null, shipped = true): ParcelItemFacts => ({
  id,
  shipped,
  shippedDate: shipped ? day(2) : null,
  shipmentId,
});
const shipment = (id: string, n: number, trackingNo: string): ShipmentFacts => ({
  id,
  shipperId: 7,
  trackingNo,
  trackingComments: '',
  shippedAt: day(n),
});
const orderTracking = {
  shipperId: 3,
  trackingNo: 'ORDER-TRK',
  trackingComments: 'Ring twice',
  shippedAt: day(4),
};

describe('parcelsOf', () => {
  it('lists each shipment with its own items and tracking, oldest first', () => {
    const parcels = parcelsOf(
      [shipment('b', 6, 'TRK-B'), shipment('a', 5, 'TRK-A')],
      [item('1', 'a'), item('2', 'b'), item('3', 'b'), item('4', null, false)],
      orderTracking,
    );
    expect(parcels).toEqual([
      {
        id: 'a',
        shipperId: 7,
        trackingNo: 'TRK-A',
        trackingComments: '',
        shippedAt: day(5),
        itemIds: ['1'],
      },
      {
        id: 'b',
        shipperId: 7,
        trackingNo: 'TRK-B',
        trackingComments: '',
        shippedAt: day(6),
        itemIds: ['2', '3'],
      },
    ]);
  });

  it('shows an order shipped before shipments were kept as one parcel with its tracking', () => {
    expect(
      parcelsOf([], [item('1', null), item('2', null), item('3', null, false)], orderTracking),
    ).toEqual([
      {
        id: null,
        shipperId: 3,
        trackingNo: 'ORDER-TRK',
        trackingComments: 'Ring twice',
        shippedAt: day(4),
        itemIds: ['1', '2'],
      },
    ]);
  });

  it('gives older items no tracking once the order has parcels of its own', () => {
    const parcels = parcelsOf([shipment('a', 5, 'TRK-A')], [item('1', null), item('2', 'a')], {
      ...orderTracking,
      trackingNo: 'TRK-A',
    });
    expect(parcels.map((p) => [p.id, p.trackingNo, p.shippedAt, p.itemIds])).toEqual([
      [null, '', day(2), ['1']],
      ['a', 'TRK-A', day(5), ['2']],
    ]);
  });

  it('has no parcel before anything ships, and drops a shipment left empty', () => {
    expect(parcelsOf([shipment('a', 5, 'X')], [item('1', null, false)], orderTracking)).toEqual([]);
  });
});

describe('trackingLink', () => {
  it('puts the encoded number in the carrier page, or gives nothing without either', () => {
    expect(trackingLink('https://t.example/{trackingNo}?q={trackingNo}', 'A 1')).toBe(
      'https://t.example/A%201?q=A%201',
    );
    expect(trackingLink('', 'A1')).toBe('');
    expect(trackingLink('https://t.example/{trackingNo}', '')).toBe('');
  });
});
