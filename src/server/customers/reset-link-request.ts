import type { Db } from '../db/client';
import { deliverQueuedMails } from '../mail/deliver-queued';
import { queueAccountLinkUnlessRecent } from './account-mails';
import { findCustomerByEmail } from './find-customer';
import { mailPathErrorSummary } from '../mail/mail-error-summary';

/**
 * What a forgot-password request does once it is answered: for a real account that is not
 * blocked (a reset would not let a blocked one in), a new reset link is queued with its token
 * and then sent; a send that fails stays queued for the flush. Never throws: the answer is
 * given already, and it must not depend on the account anyway.
 */
export async function sendResetLink(db: Db, email: string): Promise<void> {
  try {
    const customer = await findCustomerByEmail(db, email);
    if (!customer || customer.userStatus === 'B') return;
    const queued = await queueAccountLinkUnlessRecent(db, customer.id, 'reset');
    if (queued !== 'recently sent') await deliverQueuedMails(db, [queued]);
  } catch (err) {
    console.error(
      `reset link of a forgot-password request not queued: ${mailPathErrorSummary(err)}`,
    );
  }
}
