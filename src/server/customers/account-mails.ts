import {
  ACCOUNT_MAIL_INTERVAL_SECONDS,
  ACTIVATION_LINK_DAYS,
  RESET_LINK_MINUTES,
  SIGNIN_LINK_MINUTES,
} from '../../core/customers/account-links';
import type { Db } from '../db/client';
import { siteLink } from '../mail/links';
import { enqueueMail } from '../mail/mail-queue';
import type { OutgoingMail } from '../mail/outgoing-mail';
import { sendMail } from '../mail/send-mail';
import { shopSender } from '../mail/shop-sender';
import {
  activationMail,
  passwordChangedMail,
  passwordResetMail,
  signInAttemptsMail,
  signInLinkMail,
} from '../mail/templates';
import { queueMail } from '../mail/queue-mail';
import { ACCOUNT_CEILING } from '../../core/customers/login-throttle';
import { issueAccountToken, lastTokenIssuedAt, type TokenPurpose } from './customer-tokens';
import { findCustomerByEmail, findCustomerById } from './find-customer';
import type { CustomerRow } from '../db/rows';
import { mailLanguage } from './present-profile';
import type { DbOrTx } from '../db/transaction';
import { DAY_MS } from '../../core/dates/utc-date';
import { mailPathErrorSummary } from '../mail/mail-error-summary';
import { refusesActivationMails } from './activation-refusals';

type MailedCustomer = Pick<CustomerRow, 'id' | 'userName' | 'nickName' | 'firstName' | 'lng'>;

/** Whom a mail greets: the customer's first name where they gave one, else their nickname. */
const greetingName = (customer: MailedCustomer) => customer.firstName.trim() || customer.nickName;

/** What an activation link carries besides its key: the page to go to after the login. */
export interface ActivationLinkExtras {
  next?: string;
}

/**
 * Makes a new link token (older unused ones of the purpose go) and writes the mail that carries
 * it (activation: /activate, reset: /reset_password, sign-in: /signin_link).
 */
async function accountLinkMail(
  db: DbOrTx,
  customer: MailedCustomer,
  purpose: TokenPurpose,
  now: Date,
  extras: ActivationLinkExtras = {},
): Promise<OutgoingMail> {
  const lng = mailLanguage(customer.lng);
  const base = { lng, name: greetingName(customer) };
  if (purpose === 'activate') {
    const token = await issueAccountToken(
      db,
      customer.id,
      purpose,
      ACTIVATION_LINK_DAYS * DAY_MS,
      now,
    );
    const link = siteLink(lng, '/activate', {
      key1: token,
      ...(extras.next ? { next: extras.next } : {}),
    });
    // The same key: only who received the mail can say it was not them.
    const refuseLink = siteLink(lng, '/not_me', { key1: token });
    const mail = activationMail({ ...base, link, refuseLink, expiresInDays: ACTIVATION_LINK_DAYS });
    return { to: customer.userName, ...mail };
  }
  if (purpose === 'signin') {
    const minutes = SIGNIN_LINK_MINUTES;
    const token = await issueAccountToken(db, customer.id, purpose, minutes * 60_000, now);
    const link = siteLink(lng, '/signin_link', { key1: token });
    return {
      to: customer.userName,
      ...signInLinkMail({ ...base, link, expiresInMinutes: minutes }),
    };
  }
  const token = await issueAccountToken(db, customer.id, purpose, RESET_LINK_MINUTES * 60_000, now);
  const link = siteLink(lng, '/reset_password', { key1: token });
  const mail = passwordResetMail({ ...base, link, expiresInMinutes: RESET_LINK_MINUTES });
  return { to: customer.userName, ...mail };
}

/** An activation mail to an address whose owner said "This wasn't me" is not sent at all. */
const refused = (db: DbOrTx, customer: MailedCustomer, purpose: TokenPurpose) =>
  purpose === 'activate' && refusesActivationMails(db, customer.userName);

/**
 * Makes a new link token and mails it (no activation mail to an address that refused them).
 * Rejects when the mail cannot be sent; run inside a transaction, that also undoes the token.
 */
export async function mailAccountLink(
  db: DbOrTx,
  customer: MailedCustomer,
  purpose: TokenPurpose,
  now = new Date(),
  extras: ActivationLinkExtras = {},
): Promise<void> {
  if (await refused(db, customer, purpose)) return;
  await sendMail(await accountLinkMail(db, customer, purpose, now, extras), await shopSender(db));
}

/**
 * Runs `write` for a new link unless one of the same purpose went to the account less than
 * ACCOUNT_MAIL_INTERVAL_SECONDS ago (that link still works), so repeated calls cannot flood
 * the inbox. The account row is locked meanwhile, so two calls at once make one link.
 */
async function unlessRecent<T>(
  db: Db,
  customerId: string,
  purpose: TokenPurpose,
  now: Date,
  write: (tx: DbOrTx, customer: CustomerRow) => Promise<T>,
): Promise<T | 'recently sent'> {
  return db.transaction(async (tx) => {
    const customer = await findCustomerById(tx, customerId, true);
    if (!customer) return 'recently sent';
    const last = await lastTokenIssuedAt(tx, customerId, purpose);
    if (last && now.getTime() - last.getTime() < ACCOUNT_MAIL_INTERVAL_SECONDS * 1000) {
      return 'recently sent';
    }
    return write(tx, customer);
  });
}

/**
 * Mails a new link now, at most once per interval (see unlessRecent). A mail that cannot be
 * sent leaves no token behind, and the interval does not start.
 */
export async function mailAccountLinkUnlessRecent(
  db: Db,
  customerId: string,
  purpose: TokenPurpose,
  now = new Date(),
): Promise<'sent' | 'recently sent'> {
  return unlessRecent(db, customerId, purpose, now, async (tx, customer) => {
    await mailAccountLink(tx, customer, purpose, now);
    return 'sent' as const;
  });
}

/**
 * Queues a new link's mail with its token in one transaction, at most once per interval (see
 * unlessRecent), and returns the queued mail's id for the caller to send after the commit. A
 * mail server that is down then delays the mail (the queue's flush retries it) instead of
 * losing the link.
 */
export async function queueAccountLinkUnlessRecent(
  db: Db,
  customerId: string,
  purpose: TokenPurpose,
  now = new Date(),
): Promise<number | 'recently sent'> {
  return unlessRecent(db, customerId, purpose, now, async (tx, customer) =>
    enqueueMail(tx, await accountLinkMail(tx, customer, purpose, now), now),
  );
}

/**
 * Tells the owner the password changed, so a change they did not make does not go unnoticed.
 * The change is already made when this runs: a mail that cannot be sent is logged, not
 * reported to the caller as a failed change.
 */
export async function notifyPasswordChanged(db: DbOrTx, customer: MailedCustomer): Promise<void> {
  try {
    const mail = passwordChangedMail({
      lng: mailLanguage(customer.lng),
      name: greetingName(customer),
    });
    await sendMail({ to: customer.userName, ...mail }, await shopSender(db));
  } catch (err) {
    console.error(
      `password-changed mail to customer ${customer.id} failed: ${mailPathErrorSummary(err)}`,
    );
  }
}

/**
 * Tells the owner that failed sign-ins filled the account's ceiling (issue 28.3): once a
 * window, by the failure that fills it. Runs after the answer, for any email alike (an unknown
 * or blocked one mails nothing); never throws.
 */
export async function warnOfSignInAttempts(db: Db, email: string): Promise<void> {
  try {
    const customer = await findCustomerByEmail(db, email);
    if (!customer || customer.userStatus === 'B') return;
    const mail = signInAttemptsMail({
      lng: mailLanguage(customer.lng),
      name: greetingName(customer),
      failures: ACCOUNT_CEILING.max,
      windowMinutes: ACCOUNT_CEILING.windowSeconds / 60,
    });
    await queueMail(db, { to: customer.userName, ...mail });
  } catch (err) {
    console.error(`sign-in attempts notice not queued: ${mailPathErrorSummary(err)}`);
  }
}
