import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed sign-ins counted per key: `ip:<address>` and `account:<lower-cased email>`. The
 * account key exists whether or not the email has an account, so throttling never tells
 * which addresses are registered.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    key: text().primaryKey(),
    failures: integer().notNull().default(0),
    firstFailureAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastFailureAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp({ withTimezone: true }),
  },
  (t) => [index('login_failures_last_idx').on(t.lastFailureAt)],
);

/** Captcha challenges already used once (by signature), so a solved captcha cannot be replayed. */
export const captchaUses = pgTable(
  'captcha_uses',
  {
    signature: text().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('captcha_uses_expires_idx').on(t.expiresAt)],
);

/**
 * Calls counted per key in a fixed window (`<what>:<address>`), for limits on calls that
 * create rows without signing in, e.g. a new cart per address.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text().primaryKey(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    hits: integer().notNull(),
  },
  (t) => [index('rate_limits_window_idx').on(t.windowStart)],
);

/**
 * Addresses whose owner followed "This wasn't me" in an activation mail they did not ask for:
 * no activation mail goes to them again (issue 28.8). Only a hash of the lower-cased address is
 * kept, enough to recognise it and nothing to mail it with.
 */
export const activationRefusals = pgTable('activation_refusals', {
  addressHash: text().primaryKey(),
  refusedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
