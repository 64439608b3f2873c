import type { DbOrTx } from '../db/transaction';
import { enqueueMail } from '../mail/mail-queue';
import { shopContactAddress } from '../mail/shop-contact-address';
import { balancePaidMail, balancePaidShopMail } from '../mail/templates';
import { orderMailLanguage } from './order-mail-language';
import { shopOrderAddress } from './order-mails';
import type { OrderRow } from '../db/rows';

/**
 * Queues the two mails of a balance paid at /pay: the customer's receipt in their mail
 * language (replies to the shop), and the shop's note. Called inside the transaction that
 * counts the payment, so the mails exist exactly when the payment does; the caller sends
 * them after the commit. Returns the queued mails' ids.
 */
export async function queueBalancePaidMails(
  tx: DbOrTx,
  order: OrderRow,
  amount: number,
): Promise<number[]> {
  const to = order.customerEmail || order.addrEmail;
  const paid = {
    orderNo: order.orderNo,
    currency: order.currency,
    amount,
    totalIncTax: order.totalIncTax,
  };
  const lng = await orderMailLanguage(tx, order);
  const ids: number[] = [];
  if (to) {
    ids.push(
      await enqueueMail(tx, {
        to,
        replyTo: await shopContactAddress(tx),
        ...balancePaidMail({ lng, name: order.addrName || to, ...paid }),
      }),
    );
  }
  ids.push(
    await enqueueMail(tx, {
      to: await shopOrderAddress(tx),
      ...(to ? { replyTo: to } : {}),
      ...balancePaidShopMail({ customerEmail: to, ...paid }),
    }),
  );
  return ids;
}
