import type { Db } from '../db/client';
import type { CustomerRow } from '../db/rows';
import { deliverQueuedMails } from '../mail/deliver-queued';
import { queueAccountLinkUnlessRecent } from './account-mails';
import type { TokenPurpose } from './customer-tokens';
import { findCustomerByEmail } from './find-customer';
import { mailPathErrorSummary } from '../mail/mail-error-summary';

/**
 * What a request for a mailed link does once it is answered: for a real account the link can
 * serve (`serves`), a new link is queued with its token and then sent; a send that fails stays
 * queued for the flush. Never throws: the answer is given already, and it must not depend on
 * the account anyway.
 */
async function sendRequestedLink(
  db: Db,
  email: string,
  purpose: TokenPurpose,
  serves: (customer: CustomerRow) => boolean,
): Promise<void> {
  try {
    const customer = await findCustomerByEmail(db, email);
    if (!customer || !serves(customer)) return;
    const queued = await queueAccountLinkUnlessRecent(db, customer.id, purpose);
    if (queued !== 'recently sent') await deliverQueuedMails(db, [queued]);
  } catch (err) {
    console.error(`${purpose} link of a request not queued: ${mailPathErrorSummary(err)}`);
  }
}

/** Forgot password: any account that is not blocked (a reset would not let a blocked one in). */
export function sendResetLink(db: Db, email: string): Promise<void> {
  return sendRequestedLink(db, email, 'reset', (customer) => customer.userStatus !== 'B');
}

/**
 * A sign-in link (issue 28.3): active accounts only. A pending one signs in once activated,
 * and its password sign-in mails the activation link; a blocked one may not sign in.
 */
export function sendSignInLink(db: Db, email: string): Promise<void> {
  return sendRequestedLink(db, email, 'signin', (customer) => customer.userStatus === 'A');
}
