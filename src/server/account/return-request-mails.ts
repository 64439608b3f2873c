import { shopOrderAddress } from '../orders/order-mails';
import type { DbOrTx } from '../db/transaction';
import type { OrderItemRow, OrderRow } from '../db/rows';
import { orderMailLanguage } from '../orders/order-mail-language';
import { enqueueMail } from '../mail/mail-queue';
import { shopContactAddress } from '../mail/shop-contact-address';
import { returnRequestedMail, returnRequestedShopMail } from '../mail/templates';
import { localText } from '../../core/routes/languages';

/**
 * Queues the two mails of a return request: the shop's (what to handle, with a link to the
 * order) and the customer's acknowledgement in the language they read our mails in. Called in
 * the request's transaction, so the request and its mails commit together; the caller sends
 * them after the commit. Returns the queued mails' ids.
 */
export async function queueReturnRequestMails(
  tx: DbOrTx,
  request: { order: OrderRow; item: OrderItemRow; quantity: number; reason: string },
): Promise<number[]> {
  const { order, item, quantity, reason } = request;
  const lng = await orderMailLanguage(tx, order);
  const customerEmail = order.customerEmail || order.addrEmail;
  const name = order.addrName || customerEmail;
  const facts = { orderNo: order.orderNo, quantity, reason };
  const customerMail = returnRequestedMail({
    ...facts,
    lng,
    name,
    itemName: localText(item.name, item.itaName, lng),
  });
  const shopMail = returnRequestedShopMail({
    ...facts,
    itemName: item.sku ? `${item.name} (${item.sku})` : item.name,
    orderId: order.id,
    customerName: name,
    customerEmail,
    customerLng: lng,
  });
  return [
    await enqueueMail(tx, {
      to: customerEmail,
      replyTo: await shopContactAddress(tx),
      ...customerMail,
    }),
    await enqueueMail(tx, { to: await shopOrderAddress(tx), replyTo: customerEmail, ...shopMail }),
  ];
}
