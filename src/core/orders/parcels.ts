/**
 * The parcels an order left in (issue 26.3), as its pages and mails list them. Each shipment
 * (admin_ship_item: one item; admin_ship_order: the rest) is a parcel with its own carrier and
 * tracking number. Items shipped before shipments were kept belong to none: they make one
 * parcel carrying the order's own tracking (spec: delivery.trackingNo), as those orders showed
 * it, unless the order has parcels of its own, whose tracking the order's fields may now hold.
 */

export interface ShipmentFacts {
  id: string;
  shipperId: number | null;
  trackingNo: string;
  trackingComments: string;
  shippedAt: Date;
}

export interface ParcelItemFacts {
  id: string;
  shipped: boolean;
  shippedDate: Date | null;
  shipmentId: string | null;
}

/** The order's own tracking fields (spec: delivery.trackingNo, trackingComments). */
export interface OrderTracking {
  shipperId: number | null;
  trackingNo: string;
  trackingComments: string;
  shippedAt: Date | null;
}

export interface Parcel {
  /** The shipment's id; null for the items shipped before shipments were kept. */
  id: string | null;
  shipperId: number | null;
  trackingNo: string;
  trackingComments: string;
  /** null only for an old parcel whose date nothing kept. */
  shippedAt: Date | null;
  itemIds: string[];
}

const latest = (dates: readonly (Date | null)[]): Date | null =>
  dates.reduce<Date | null>((max, date) => (date && (!max || date > max) ? date : max), null);

/** The order's parcels, oldest first; a shipment with no item left in it is not one. */
export function parcelsOf(
  shipments: readonly ShipmentFacts[],
  items: readonly ParcelItemFacts[],
  order: OrderTracking,
): Parcel[] {
  const known = new Set(shipments.map((shipment) => shipment.id));
  const parcels: Parcel[] = shipments
    .map((shipment) => ({
      id: shipment.id,
      shipperId: shipment.shipperId,
      trackingNo: shipment.trackingNo,
      trackingComments: shipment.trackingComments,
      shippedAt: shipment.shippedAt,
      itemIds: items.filter((item) => item.shipmentId === shipment.id).map((item) => item.id),
    }))
    .filter((parcel) => parcel.itemIds.length > 0);
  const older = items.filter(
    (item) => item.shipped && (item.shipmentId === null || !known.has(item.shipmentId)),
  );
  if (older.length > 0) {
    const own = parcels.length === 0;
    parcels.push({
      id: null,
      shipperId: own ? order.shipperId : null,
      trackingNo: own ? order.trackingNo : '',
      trackingComments: own ? order.trackingComments : '',
      shippedAt: (own ? order.shippedAt : null) ?? latest(older.map((item) => item.shippedDate)),
      itemIds: older.map((item) => item.id),
    });
  }
  return parcels.sort((a, b) => (a.shippedAt?.getTime() ?? 0) - (b.shippedAt?.getTime() ?? 0));
}

/** The carrier's tracking page for a number: its address with {trackingNo} filled in, or ''. */
export function trackingLink(template: string, trackingNo: string): string {
  return template && trackingNo
    ? template.replaceAll('{trackingNo}', encodeURIComponent(trackingNo))
    : '';
}
