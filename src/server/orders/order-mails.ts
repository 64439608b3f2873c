import { asc, eq } from 'drizzle-orm';
import type { OrderItemRow, OrderRow } from '../db/rows';
import { countries, orderItems, orders } from '../db/schema';
import type { DbOrTx } from '../db/transaction';
import { type Language, localText } from '../../core/routes/languages';
import { enqueueMail } from '../mail/mail-queue';
import { shopAddress } from '../mail/shop-address';
import { shopContactAddress } from '../mail/shop-contact-address';
import {
  orderConfirmationMail,
  orderReceivedShopMail,
  type OrderMailOrder,
} from '../mail/templates';
import { getSiteSettings } from '../site/site-settings';
import { orderAddress } from './order-address';
import { orderMailLanguage } from './order-mail-language';
import { italianOptionNames, type ItalianOptionNames } from './line-option-names';

type ItemRow = OrderItemRow & ItalianOptionNames;

async function countryName(db: DbOrTx, code: string, lng: Language): Promise<string> {
  if (!code) return '';
  const [row] = await db
    .select({ name: countries.name, itaName: countries.itaName })
    .from(countries)
    .where(eq(countries.code, code))
    .limit(1);
  if (!row) return code;
  return localText(row.name, row.itaName, lng);
}

function mailOrder(
  order: OrderRow,
  items: readonly ItemRow[],
  lng: Language,
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
      name: localText(item.name, item.itaName, lng),
      quantity: item.quantity,
      packDescr: localText(item.packDescr, item.itaPackDescr, lng),
      size: item.size,
      color: localText(item.color, item.itaColor, lng),
      style: localText(item.style, item.itaStyle, lng),
      itemIncTax: item.itemIncTax,
      tbc: item.sellBy === 'w' && !item.weighed,
    })),
  };
}

/** Site settings' order copy address, else its contact address, else SHOP_EMAIL / MAIL_FROM. */
export async function shopOrderAddress(db: DbOrTx): Promise<string> {
  const settings = await getSiteSettings(db);
  return (
    settings.email.orderCopyTo.trim() ||
    settings.company.contact.emailContact.trim() ||
    shopAddress()
  );
}

/**
 * Queues the two mails of a placed order: the customer's in their mail language
 * (orderMailLanguage) with replies to the shop, the shop's in English. Called inside the placing transaction, so the order and its mails commit
 * together and a mail server that is down only delays them; the caller sends them after the
 * commit (deliverQueuedMails). Returns the queued mails' ids.
 */
export async function queueOrderMails(db: DbOrTx, orderId: string): Promise<number[]> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) return [];
  const items = (
    await db
      .select({ item: orderItems, ...italianOptionNames })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.id))
  ).map(({ item, ...names }) => ({ ...item, ...names }));
  const lng = await orderMailLanguage(db, order);
  const customerEmail = order.customerEmail || order.addrEmail;
  const customerMail = orderConfirmationMail({
    lng,
    name: order.addrName,
    order: mailOrder(order, items, lng, await countryName(db, order.addrCountry, lng)),
  });
  const shopMail = orderReceivedShopMail({
    customerEmail,
    customerLng: lng,
    paymentRef: order.paymentRef,
    order: mailOrder(order, items, 'en', await countryName(db, order.addrCountry, 'en')),
  });
  return [
    await enqueueMail(db, {
      to: customerEmail,
      replyTo: await shopContactAddress(db),
      ...customerMail,
    }),
    await enqueueMail(db, { to: await shopOrderAddress(db), replyTo: customerEmail, ...shopMail }),
  ];
}
