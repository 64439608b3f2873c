import { asc, inArray } from 'drizzle-orm';
import { parcelsOf, trackingLink, type ParcelItemFacts } from '../../core/orders/parcels';
import type { Db } from '../db/client';
import type { OrderRow } from '../db/rows';
import type { Tx } from '../db/transaction';
import { shipments, shippers } from '../db/schema';
import type { PresentedParcel } from './order-answer';

/** The parcels of each of these orders (core/orders/parcels.ts), keyed by order id. */
export async function orderParcels(
  db: Db | Tx,
  orderRows: readonly OrderRow[],
  items: readonly (ParcelItemFacts & { orderId: string })[],
): Promise<Map<string, PresentedParcel[]>> {
  const byOrder = new Map<string, PresentedParcel[]>();
  if (!items.some((item) => item.shipped)) return byOrder;
  const [shipmentRows, shipperRows] = await Promise.all([
    db
      .select()
      .from(shipments)
      .where(
        inArray(
          shipments.orderId,
          orderRows.map((order) => order.id),
        ),
      )
      .orderBy(asc(shipments.shippedAt)),
    db.select().from(shippers),
  ]);
  const shipperOf = new Map(shipperRows.map((shipper) => [shipper.id, shipper]));
  for (const order of orderRows) {
    const parcels = parcelsOf(
      shipmentRows.filter((shipment) => shipment.orderId === order.id),
      items.filter((item) => item.orderId === order.id),
      order,
    );
    byOrder.set(
      order.id,
      parcels.map((parcel) => {
        const shipper = parcel.shipperId === null ? undefined : shipperOf.get(parcel.shipperId);
        return {
          _id: parcel.id,
          shippedAt: parcel.shippedAt ? parcel.shippedAt.toISOString() : null,
          shipperId: parcel.shipperId,
          carrier: shipper?.name ?? '',
          trackingNo: parcel.trackingNo,
          trackingComments: parcel.trackingComments,
          trackingLink: trackingLink(shipper?.trackingUrl ?? '', parcel.trackingNo),
          itemIds: parcel.itemIds,
        };
      }),
    );
  }
  return byOrder;
}
