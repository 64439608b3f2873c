import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { countries, orderItems, orders } from '../db/schema';
import type { MailLanguage } from '../mail/links';
import { sendMail } from '../mail/send-mail';
import { shopAddress } from '../mail/shop-address';
import {
  orderConfirmationMail,
  orderReceivedShopMail,
  type OrderMailOrder,
} from '../mail/templates';
import { mailLanguage } from '../customers/present-profile';
import { orderAddress } from '../orders/order-address';
import { getSiteSettings } from '../site/site-settings';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

async function countryName(db: Db, code: string, lng: MailLanguage): Promise<string> {
  if (!code) return '';
  const [row] = await db
    .select({ name: countries.name, itaName: countries.itaName })
    .from(countries)
    .where(eq(countries.code, code))
    .limit(1);
  if (!row) return code;
  return lng === 'it' ? row.itaName || row.name : row.name;
}

function mailOrder(
  order: OrderRow,
  items: readonly ItemRow[],
  lng: MailLanguage,
  country: string,
): OrderMailOrder {
  // The mail names the country rather than its code, and has no use for the address book id.
  const { addrCountry: _code, addrId: _entry, ...mailAddress } = orderAddress(order);
  return {
    orderNo: order.orderNo,
    currency: order.currency,
    taxIncluded: order.taxIncluded,
    cartIncTax: order.cartIncTax,
    deliveryIncTax: order.deliveryIncTax,
    totalTax: order.totalTax,
    totalIncTax: order.totalIncTax,
    deliveryType: order.deliveryType,
    deliveryFrom: order.deliveryDateFrom,
    deliveryTo: order.deliveryDateTo,
    paymentType: order.paymentType,
    address: { ...mailAddress, country },
    items: items.map((item) => ({
      sku: item.sku,
      name: lng === 'it' ? item.itaName || item.name : item.name,
      quantity: item.quantity,
      packDescr: item.packDescr,
      size: item.size,
      color: item.color,
      style: item.style,
      itemIncTax: item.itemIncTax,
      tbc: item.sellBy === 'w' && !item.weighed,
    })),
  };
}

/** Site settings' order copy address, else its contact address, else SHOP_EMAIL / MAIL_FROM. */
async function shopOrderAddress(db: Db): Promise<string> {
  const settings = await getSiteSettings(db);
  return (
    settings.email.orderCopyTo.trim() ||
    settings.company.contact.emailContact.trim() ||
    shopAddress()
  );
}

async function attempt(what: string, send: () => Promise<void>): Promise<boolean> {
  try {
    await send();
    return true;
  } catch (err) {
    console.error(`${what} failed:`, err);
    return false;
  }
}

/**
 * The two mails of a placed order: the customer's in the order's language, the shop's in
 * English. The order is placed already when this runs, so a mail that cannot be sent is
 * logged and never undoes it; each mail is tried on its own.
 */
export async function sendOrderMails(
  db: Db,
  orderId: string,
): Promise<{ customer: boolean; shop: boolean }> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) return { customer: false, shop: false };
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  const lng = mailLanguage(order.lng);
  const customerEmail = order.customerEmail || order.addrEmail;
  const label = `order ${order.orderNo}`;

  const customer = await attempt(`the confirmation mail of ${label}`, async () => {
    const mail = orderConfirmationMail({
      lng,
      name: order.addrName,
      order: mailOrder(order, items, lng, await countryName(db, order.addrCountry, lng)),
    });
    await sendMail({ to: customerEmail, ...mail });
  });
  const shop = await attempt(`the shop's mail of ${label}`, async () => {
    const mail = orderReceivedShopMail({
      customerEmail,
      customerLng: lng,
      paymentRef: order.paymentRef,
      order: mailOrder(order, items, 'en', await countryName(db, order.addrCountry, 'en')),
    });
    await sendMail({ to: await shopOrderAddress(db), replyTo: customerEmail, ...mail });
  });
  return { customer, shop };
}
