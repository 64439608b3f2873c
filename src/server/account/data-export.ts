import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  authSessions,
  loginFailures,
  mailQueue,
  messages,
  newsletterSubscriptions,
  payments,
} from '../db/schema';
import { findCustomerById } from '../customers/find-customer';
import { throttleKeys } from '../customers/login-failures';
import { presentProfile } from '../customers/present-profile';
import { unauthorised } from '../../core/domain-error';
import { withoutLinkKeys } from '../../core/privacy/link-keys';
import { listAddressBook } from './address-book';
import { listOpenCarts, listOrders } from './orders';
import { listReturns } from './returns';
import { listOwnReviews } from './reviews';
import { listWishlist } from './wishlist';
import { sameEmail } from '../db/same-email';
import { columnCode } from '../db/column-code';
import { paymentProviderOf } from '../orders/row-codes';
import { userStatusSchema, userTypeSchema } from '../customers/account-code-schemas';
import {
  newsletterStatusSchema,
  siteLanguageSchema,
  type CustomerDataExport,
} from './data-export-answer';

const newsletterStatusOf = columnCode(newsletterStatusSchema, 'newsletter_subscriptions.status');
const newsletterLanguageOf = columnCode(siteLanguageSchema, 'newsletter_subscriptions.lng');
const messageLanguageOf = columnCode(siteLanguageSchema, 'messages.lng');

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * The provider's attempts for the caller's orders: what was charged and how it went. The
 * provider's ids and raw answers stay on the server, as everywhere else in the account API.
 */
async function paymentsOf(db: Db, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select()
    .from(payments)
    .where(inArray(payments.orderId, [...orderIds]))
    .orderBy(asc(payments.createdAt), asc(payments.id));
  return rows.map((row) => ({
    orderId: row.orderId,
    provider: paymentProviderOf(row.provider),
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

async function newsletterOf(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(sameEmail(newsletterSubscriptions.email, email))
    .limit(1);
  if (!row) return null;
  return {
    email: row.email,
    lng: newsletterLanguageOf(row.lng),
    status: newsletterStatusOf(row.status),
    createdAt: row.createdAt.toISOString(),
    confirmedAt: iso(row.confirmedAt),
    unsubscribedAt: iso(row.unsubscribedAt),
  };
}

async function contactMessagesOf(db: Db, email: string) {
  const rows = await db
    .select()
    .from(messages)
    .where(sameEmail(messages.email, email))
    .orderBy(desc(messages.createdAt));
  return rows.map((row) => ({
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    lng: messageLanguageOf(row.lng),
    createdAt: row.createdAt.toISOString(),
    reply: row.reply,
    repliedAt: iso(row.repliedAt),
  }));
}

/**
 * The mails the shop keeps for the address (sent ones a week, waiting ones until sent), as the
 * customer got or will get them, their links' keys hidden: the file may be kept anywhere.
 */
async function mailsOf(db: Db, email: string) {
  const rows = await db
    .select()
    .from(mailQueue)
    .where(sameEmail(mailQueue.recipient, email))
    .orderBy(desc(mailQueue.createdAt), desc(mailQueue.id));
  return rows.map((row) => ({
    subject: row.subject,
    text: withoutLinkKeys(row.text),
    createdAt: row.createdAt.toISOString(),
    sentAt: iso(row.sentAt),
    failedAt: iso(row.failedAt),
  }));
}

/**
 * Every sign-in made a session; its dates are the login history. The session id is the
 * token's id and stays out, like the token itself.
 */
async function sessionsOf(db: Db, customerId: string, currentSessionId: string, now: Date) {
  const rows = await db
    .select()
    .from(authSessions)
    .where(eq(authSessions.customerId, customerId))
    .orderBy(desc(authSessions.createdAt));
  return rows.map((row) => ({
    signedInAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    signedOutAt: iso(row.revokedAt),
    active: row.revokedAt === null && row.expiresAt > now,
    thisSession: row.id === currentSessionId,
  }));
}

/** The sign-in throttle's count of recent wrong passwords for this email, if any. */
async function failedSignInsOf(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(loginFailures)
    .where(eq(loginFailures.key, throttleKeys('', email).account))
    .limit(1);
  if (!row) return null;
  return {
    failures: row.failures,
    firstFailureAt: row.firstFailureAt.toISOString(),
    lastFailureAt: row.lastFailureAt.toISOString(),
    lockedUntil: iso(row.lockedUntil),
  };
}

/**
 * GET my_data: everything the shop holds about the caller, as one JSON document (the right of
 * access and to data portability, GDPR arts. 15 and 20). Every part is read by the token's
 * customer id or that account's own email, never by anything the request says. No password
 * hash, token or token hash is in it.
 */
export async function exportCustomerData(
  db: Db,
  caller: { customerId: string; sessionId: string },
  now = new Date(),
): Promise<CustomerDataExport> {
  const row = await findCustomerById(db, caller.customerId);
  if (!row) throw unauthorised();
  const email = row.userName;
  const [
    addressBook,
    wishlist,
    reviews,
    placedOrders,
    carts,
    returns,
    newsletter,
    contactMessages,
    mails,
    sessions,
    failedSignIns,
  ] = await Promise.all([
    listAddressBook(db, row.id),
    listWishlist(db, row.id),
    listOwnReviews(db, row.id),
    listOrders(db, row.id, now),
    listOpenCarts(db, row.id, now),
    listReturns(db, row.id),
    newsletterOf(db, email),
    contactMessagesOf(db, email),
    mailsOf(db, email),
    sessionsOf(db, row.id, caller.sessionId, now),
    failedSignInsOf(db, email),
  ]);
  const orderPayments = await paymentsOf(db, [
    ...placedOrders.map((order) => order._id),
    ...carts.map((cart) => cart._id),
  ]);
  return {
    exportedAt: now.toISOString(),
    account: {
      ...presentProfile(row),
      google: row.google,
      facebook: row.facebook,
      userType: userTypeSchema.parse(row.userType),
      userStatus: userStatusSchema.parse(row.userStatus),
      createdAt: row.createdAt.toISOString(),
      activatedAt: iso(row.activatedAt),
      updatedAt: row.updatedAt.toISOString(),
    },
    addressBook,
    wishlist,
    reviews,
    orders: placedOrders,
    openCarts: carts,
    payments: orderPayments,
    returns,
    newsletter,
    contactMessages,
    mails,
    sessions,
    failedSignIns,
  };
}
