import { purgeCdnTags } from '../cdn/cdn-purge';
import type { Db } from '../db/client';
import { deliverQueuedMails } from '../mail/deliver-queued';
import { refundPayment } from '../payments/refund-payment';
import { placeOrder } from './place-order';

export type PlacementOutcome =
  'placed' | 'unpaid' | 'not-agreed' | 'closed' | 'sold-out' | 'payment-mismatch';

/**
 * Places a paid cart and does what follows the commit: purges the CDN's product answers (the
 * stock moved) and sends the two order mails queued with the order when this call placed it,
 * or the refund when it could not be placed. Shared by order_confirm and the
 * Stripe webhook, so a payment confirmed while the browser was closed ends the same way.
 * `agreedNow`: this call carries the buyer's agreement to the terms (see placeOrder).
 */
export async function placePaidCart(
  db: Db,
  orderId: string,
  actorId: string | null,
  agreedNow: boolean,
): Promise<PlacementOutcome> {
  const placement = await placeOrder(db, orderId, actorId, agreedNow);
  switch (placement.kind) {
    case 'placed':
      if (placement.fresh) {
        // The stock it took is committed: the CDN's product answers no longer say so.
        await purgeCdnTags(['products'], 'order placed');
        // A mail that does not go now stays queued (never throws).
        await deliverQueuedMails(db, placement.mailIds);
      }
      return 'placed';
    case 'sold-out':
    case 'payment-mismatch':
      await refundPayment(db, placement.released, actorId);
      return placement.kind;
    default:
      return placement.kind;
  }
}
