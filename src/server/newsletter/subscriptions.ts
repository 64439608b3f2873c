import { and, eq, gt, ne, sql } from 'drizzle-orm';
import {
  confirmationMailDue,
  NEWSLETTER_LINK_DAYS,
  nextAttempts,
  type SubscriptionStatus,
} from '../../core/newsletter/confirmation-mail';
import { type Language, languageOf } from '../../core/routes/languages';
import type { Db } from '../db/client';
import { customers, newsletterSubscriptions as subscriptions } from '../db/schema';
import { siteLink } from '../mail/links';
import { queueMail } from '../mail/queue-mail';
import { newsletterConfirmMail, newsletterWelcomeMail } from '../mail/templates';
import { hashLinkToken, newLinkToken, spentTokenHash } from './tokens';
import { unsubscribeLink } from './unsubscribe-key';
import { DAY_MS } from '../../core/dates/utc-date';
import { mailPathErrorSummary } from '../mail/mail-error-summary';

const sameEmail = (email: string) => sql`lower(${subscriptions.email}) = ${email}`;

/** A customer account with this address shows the subscription in its profile (subscribe). */
async function syncCustomer(db: Db, email: string, subscribe: boolean): Promise<void> {
  await db
    .update(customers)
    .set({ subscribe, updatedAt: new Date() })
    .where(sql`lower(${customers.userName}) = ${email}`);
}

/**
 * Through the queue: a mail server that is down delays the link (valid 7 days) rather than
 * losing it. A failure to queue is logged, never reported: the sign-up's answer must not
 * differ between an address that gets a mail and one that does not.
 */
async function mailConfirmation(
  db: Db,
  email: string,
  lng: Language,
  token: string,
): Promise<void> {
  const link = siteLink(lng, '/newsletter', { confirm: token });
  try {
    await queueMail(db, { to: email, ...newsletterConfirmMail({ lng, link }) });
  } catch (err) {
    console.error(`newsletter confirmation mail failed: ${mailPathErrorSummary(err)}`);
  }
}

/**
 * A sign-up (`email` already lower-cased). Issues a new link and mails it when the rules allow
 * (core/newsletter/confirmation-mail); otherwise does nothing. The caller answers the same
 * either way, so nobody learns whether an address is subscribed.
 */
export async function requestSubscription(db: Db, email: string, lng: Language): Promise<void> {
  const now = new Date();
  const token = newLinkToken();
  const tokenHash = hashLinkToken(token);
  const created = await db
    .insert(subscriptions)
    .values({ email, lng, status: 'P', tokenHash, createdAt: now, attempts: 1 })
    .onConflictDoNothing()
    .returning({ id: subscriptions.id });
  if (created.length === 0) {
    const [row] = await db.select().from(subscriptions).where(sameEmail(email)).limit(1);
    if (!row) return;
    const state = {
      status: row.status as SubscriptionStatus,
      createdAt: row.createdAt,
      attempts: row.attempts,
    };
    if (!confirmationMailDue(state, now)) return;
    // Only if nobody changed the row meanwhile: two sign-ups at once send one mail.
    const claimed = await db
      .update(subscriptions)
      .set({ lng, status: 'P', tokenHash, createdAt: now, attempts: nextAttempts(state, now) })
      .where(and(eq(subscriptions.id, row.id), eq(subscriptions.tokenHash, row.tokenHash)))
      .returning({ id: subscriptions.id });
    if (claimed.length === 0) return;
  }
  await mailConfirmation(db, email, lng, token);
}

/**
 * Opens a confirmation link: the address is subscribed (C) and the token spent. Returns the
 * address and language, or null when the link is unknown, used or older than its 7 days.
 */
export async function confirmSubscription(
  db: Db,
  token: string,
): Promise<{ email: string; lng: Language } | null> {
  const now = new Date();
  const oldest = new Date(now.getTime() - NEWSLETTER_LINK_DAYS * DAY_MS);
  const [row] = await db
    .update(subscriptions)
    .set({
      status: 'C',
      confirmedAt: now,
      unsubscribedAt: null,
      tokenHash: spentTokenHash(),
      attempts: 0,
    })
    .where(
      and(
        eq(subscriptions.tokenHash, hashLinkToken(token)),
        eq(subscriptions.status, 'P'),
        gt(subscriptions.createdAt, oldest),
      ),
    )
    .returning({ email: subscriptions.email, lng: subscriptions.lng });
  if (!row) return null;
  const confirmed = { email: row.email, lng: languageOf(row.lng) };
  await syncCustomer(db, confirmed.email, true);
  return confirmed;
}

/** The welcome mail (queued), whose unsubscribe link every later newsletter mail repeats. */
export async function mailWelcome(db: Db, email: string, lng: Language): Promise<void> {
  await queueMail(db, {
    to: email,
    ...newsletterWelcomeMail({ lng, unsubscribeLink: unsubscribeLink(email, lng) }),
  });
}

/**
 * Unsubscribes an address whose key was checked. Idempotent, and fine for an address that
 * never subscribed; a pending confirmation link dies with it.
 */
export async function unsubscribe(db: Db, email: string): Promise<void> {
  await db
    .update(subscriptions)
    .set({ status: 'U', unsubscribedAt: new Date(), tokenHash: spentTokenHash() })
    .where(and(sameEmail(email), ne(subscriptions.status, 'U')));
  await syncCustomer(db, email, false);
}
