import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const customers = pgTable(
  'customers',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The email address; the spec calls it userName. */
    userName: text().notNull(),
    firstName: text().notNull().default(''),
    lastName: text().notNull().default(''),
    nickName: text().notNull(),
    gender: text().notNull().default(''),
    region: text().notNull().default(''),
    code: text().notNull().default(''),
    country: text().notNull().default(''),
    picture: text().notNull().default(''),
    website: text().notNull().default(''),
    subscribe: boolean().notNull().default(false),
    /** The customer's site language, as in the routes ('en', 'it'); content keys are eng/ita. */
    lng: text().notNull().default('en'),
    /** A administrator, C customer. */
    userType: text().notNull().default('C'),
    /** P pending activation, A active, B blocked. */
    userStatus: text().notNull().default('P'),
    /** scrypt hash, "scrypt$N$r$p$salt$hash"; never sent to a client. */
    passwordHash: text().notNull(),
    google: text().notNull().default(''),
    facebook: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    activatedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('customers_user_name_uq').on(sql`lower(${t.userName})`),
    uniqueIndex('customers_nick_name_uq').on(sql`lower(${t.nickName})`),
    index('customers_type_idx').on(t.userType),
    check('customers_user_type', sql`${t.userType} in ('A', 'C')`),
    check('customers_user_status', sql`${t.userStatus} in ('P', 'A', 'B')`),
    check('customers_lng', sql`${t.lng} in ('en', 'it')`),
  ],
);

/** A row of the customer's own (id first): it goes when the account does. */
const ownRow = () => ({
  id: uuid().primaryKey().defaultRandom(),
  customerId: uuid()
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' }),
});

/**
 * One row per issued JWT (its jti): logout and password changes revoke rows, so a stolen
 * token stops working on the server, not only in the browser.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    ...ownRow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('auth_sessions_customer_idx').on(t.customerId)],
);

/**
 * Single-use activation, password-reset and sign-in links (issue 28.3); only a hash of the
 * token is kept.
 */
export const customerTokens = pgTable(
  'customer_tokens',
  {
    ...ownRow(),
    purpose: text().notNull(),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customer_tokens_hash_uq').on(t.tokenHash),
    index('customer_tokens_customer_idx').on(t.customerId, t.purpose),
    check('customer_tokens_purpose', sql`${t.purpose} in ('activate', 'reset', 'signin')`),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    ...ownRow(),
    addrName: text().notNull(),
    addrEmail: text().notNull(),
    addrTel: text().notNull(),
    addrLine1: text().notNull(),
    addrLine2: text().notNull().default(''),
    addrCity: text().notNull(),
    addrRegion: text().notNull().default(''),
    addrCode: text().notNull(),
    /** ISO 3166-1 alpha-2 code of a delivery country. */
    addrCountry: text().notNull(),
    addrComments: text().notNull().default(''),
    isDefault: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('addresses_customer_idx').on(t.customerId)],
);

export const wishlists = pgTable(
  'wishlists',
  {
    ...ownRow(),
    /** Product id; kept as a plain reference so a deleted product still shows as unavailable. */
    productId: uuid().notNull(),
    sku: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('wishlists_customer_product_uq').on(t.customerId, t.productId)],
);

export const reviews = pgTable(
  'reviews',
  {
    ...ownRow(),
    productId: uuid().notNull(),
    sku: text().notNull(),
    /** The nickname shown with the review, copied when it is written. */
    nickName: text().notNull(),
    rating: integer().notNull(),
    title: text().notNull().default(''),
    comment: text().notNull(),
    lng: text().notNull().default('en'),
    /** P pending moderation, A approved, H hidden. */
    status: text().notNull().default('P'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reviews_product_idx').on(t.sku, t.status),
    index('reviews_customer_idx').on(t.customerId),
    uniqueIndex('reviews_customer_product_uq').on(t.customerId, t.productId),
    check('reviews_rating', sql`${t.rating} between 1 and 5`),
    check('reviews_status', sql`${t.status} in ('P', 'A', 'H')`),
    check('reviews_lng', sql`${t.lng} in ('en', 'it')`),
  ],
);

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    lng: text().notNull().default('en'),
    /** P pending confirmation, C confirmed, U unsubscribed. */
    status: text().notNull().default('P'),
    tokenHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp({ withTimezone: true }),
    unsubscribedAt: timestamp({ withTimezone: true }),
    attempts: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('newsletter_email_uq').on(sql`lower(${t.email})`),
    uniqueIndex('newsletter_token_uq').on(t.tokenHash),
    check('newsletter_status', sql`${t.status} in ('P', 'C', 'U')`),
    check('newsletter_lng', sql`${t.lng} in ('en', 'it')`),
  ],
);

/**
 * An administrator's second factor (issue 28.4): the TOTP secret, sealed with a key derived
 * from JWT_SECRET (never stored or sent in clear once enrolled), and the last time step a code
 * was accepted for, so a code cannot be used twice.
 */
export const secondFactors = pgTable('second_factors', {
  customerId: uuid()
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  sealedSecret: text().notNull(),
  lastStep: integer().notNull().default(0),
  enrolledAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The ten single-use recovery codes given at enrolment; only a hash of each is kept. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    ...ownRow(),
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('recovery_codes_customer_hash_uq').on(t.customerId, t.codeHash)],
);
