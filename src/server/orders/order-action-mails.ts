import { asc, eq } from 'drizzle-orm';
import { trackingLink } from '../../core/orders/parcels';
import type { Db } from '../db/client';
import { orderItems, orders, shipments, shippers } from '../db/schema';
import { type Language, localText } from '../../core/routes/languages';
import { queueMail } from '../mail/queue-mail';
import { shopContactAddress } from '../mail/shop-contact-address';
import type { MailContent } from '../mail/templates';
import type { ShippedParcel, ShippedTracking } from '../mail/templates';
import { orderMailLanguage } from './order-mail-language';
import type { OrderRow } from '../db/rows';
import { mailPathErrorSummary } from '../mail/mail-error-summary';

export interface MailReader {
  lng: Language;
  name: string;
  order: OrderRow;
}

/**
 * Mails the order's customer in their mail language (orderMailLanguage), replies going to the
 * shop's contact address, after the action committed (the
 * cancelled mail names the refund, known only then). The mail goes through the queue, so a
 * mail server that is down delays it instead of losing it. The action stands whatever happens
 * here: a mail that cannot be built or queued is logged, never thrown.
 */
export async function mailCustomer(
  db: Db,
  orderId: string,
  what: string,
  build: (reader: MailReader) => MailContent | Promise<MailContent>,
): Promise<boolean> {
  try {
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
    if (!order) return false;
    const to = order.customerEmail || order.addrEmail;
    const lng = await orderMailLanguage(db, order);
    const mail = await build({ lng, name: order.addrName || to, order });
    await queueMail(db, { to, replyTo: await shopContactAddress(db), ...mail });
    return true;
  } catch (err) {
    console.error(`the ${what} mail of order ${orderId} failed: ${mailPathErrorSummary(err)}`);
    return false;
  }
}

/** Where a parcel's tracking is kept: its shipment, or the order for the old ones. */
type TrackingSource = Pick<OrderRow, 'shipperId' | 'trackingNo' | 'trackingComments'>;

/** The parcel's tracking as the shipped mail shows it, with the shipper's page when it has one. */
export async function trackingOf(db: Db, source: TrackingSource): Promise<ShippedTracking> {
  const [shipper] = source.shipperId
    ? await db.select().from(shippers).where(eq(shippers.id, source.shipperId)).limit(1)
    : [];
  return {
    trackingNo: source.trackingNo,
    trackingComments: source.trackingComments,
    shipperName: shipper?.name ?? '',
    trackingLink: trackingLink(shipper?.trackingUrl ?? '', source.trackingNo),
  };
}

/** The shipment's tracking and its lines, named in the reader's language. */
export async function parcelOf(
  db: Db,
  shipmentId: string,
  lng: Language,
  order: OrderRow,
): Promise<{ tracking: ShippedTracking; parcel: ShippedParcel }> {
  const [[shipment], lines] = await Promise.all([
    db.select().from(shipments).where(eq(shipments.id, shipmentId)).limit(1),
    db
      .select()
      .from(orderItems)
      .where(eq(orderItems.shipmentId, shipmentId))
      .orderBy(asc(orderItems.name), asc(orderItems.id)),
  ]);
  return {
    tracking: await trackingOf(db, shipment ?? order),
    parcel: {
      lines: lines.map((line) => ({
        quantity: line.quantity,
        name: localText(line.name, line.itaName, lng),
      })),
      last: order.status === 'S',
    },
  };
}
