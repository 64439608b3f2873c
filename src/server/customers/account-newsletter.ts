import { and, ne, sql } from 'drizzle-orm';
import { newsletterSubscriptions } from '../db/schema';
import { randomTokenHash } from './customer-tokens';
import type { DbOrTx } from '../db/transaction';
import { sameEmail } from '../db/same-email';

/**
 * A confirmed subscription for an account's address: the activation mail (or the account
 * itself, already verified) proved the address, so no confirmation mail is needed. A pending
 * or cancelled subscription of the same address becomes confirmed. The token hash is a random
 * value nobody holds (the column needs one; no confirmation link exists for it).
 */
export async function confirmAccountSubscription(
  db: DbOrTx,
  email: string,
  lng: string,
  now = new Date(),
): Promise<void> {
  await db.execute(sql`
    insert into newsletter_subscriptions (email, lng, status, token_hash, confirmed_at)
    values (${email}, ${lng}, 'C', ${randomTokenHash()}, ${now})
    on conflict ((lower(email))) do update set
      lng = excluded.lng,
      status = 'C',
      confirmed_at = case when newsletter_subscriptions.status = 'C'
        then newsletter_subscriptions.confirmed_at else excluded.confirmed_at end,
      unsubscribed_at = null`);
}

/** The address's subscription, if any, becomes unsubscribed (kept, as the newsletter keeps them). */
export async function cancelAccountSubscription(
  db: DbOrTx,
  email: string,
  now = new Date(),
): Promise<void> {
  await db
    .update(newsletterSubscriptions)
    .set({ status: 'U', unsubscribedAt: now })
    .where(
      and(sameEmail(newsletterSubscriptions.email, email), ne(newsletterSubscriptions.status, 'U')),
    );
}
