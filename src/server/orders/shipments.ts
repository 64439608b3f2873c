import { eq, inArray } from 'drizzle-orm';
import { badRequest } from '../../core/domain-error';
import type { Tx } from '../db/transaction';
import { orderItems, shipments, shippers } from '../db/schema';

/** What the administrator gives for a parcel (both ship calls): all optional, as the spec's. */
export interface ShipInput {
  trackingNo?: string | undefined;
  trackingComments?: string | undefined;
  shipperId?: number | null | undefined;
}

/** A 400 on the shipperId field when the carrier named does not exist. */
export async function checkShipper(tx: Tx, shipperId: number | null | undefined): Promise<void> {
  if (!shipperId) return;
  const [shipper] = await tx
    .select({ id: shippers.id })
    .from(shippers)
    .where(eq(shippers.id, shipperId));
  if (!shipper) {
    throw badRequest('No such shipper', [{ field: 'shipperId', message: 'No such shipper' }]);
  }
}

/** Records the parcel these items left in (issue 26.3) and gives its id. */
export async function recordShipment(
  tx: Tx,
  orderId: string,
  itemIds: readonly string[],
  input: ShipInput,
  at: Date,
): Promise<string> {
  const [row] = await tx
    .insert(shipments)
    .values({
      orderId,
      shipperId: input.shipperId ?? null,
      trackingNo: input.trackingNo ?? '',
      trackingComments: input.trackingComments ?? '',
      shippedAt: at,
    })
    .returning({ id: shipments.id });
  if (!row) throw new Error('the shipment was not recorded');
  await tx
    .update(orderItems)
    .set({ shipmentId: row.id })
    .where(inArray(orderItems.id, [...itemIds]));
  return row.id;
}
