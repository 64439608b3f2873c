import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, shippers } from '../../db/schema';
import type { MailLanguage } from '../../mail/links';
import { queueMail } from '../../mail/queue-mail';
import { shopContactAddress } from '../../mail/shop-contact-address';
import type { MailContent } from '../../mail/templates';
import type { ShippedTracking } from '../../mail/templates';
import { orderMailLanguage } from '../../orders/order-mail-language';
import type { OrderRow } from '../../db/rows';
import { mailPathErrorSummary } from '../../mail/mail-error-summary';

export interface MailReader {
  lng: MailLanguage;
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

/** The order's tracking as the shipped mail shows it, with the shipper's page when it has one. */
export async function trackingOf(db: Db, order: OrderRow): Promise<ShippedTracking> {
  const [shipper] = order.shipperId
    ? await db.select().from(shippers).where(eq(shippers.id, order.shipperId)).limit(1)
    : [];
  const template = shipper?.trackingUrl ?? '';
  const trackingLink =
    template && order.trackingNo
      ? template.replaceAll('{trackingNo}', encodeURIComponent(order.trackingNo))
      : '';
  return {
    trackingNo: order.trackingNo,
    trackingComments: order.trackingComments,
    shipperName: shipper?.name ?? '',
    trackingLink,
  };
}
