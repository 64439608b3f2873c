import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { taxRates } from './catalogue';

/** Delivery fees are cents; delivery days are text ranges such as "3-5", as the spec keeps them. */
export const countries = pgTable(
  'countries',
  {
    id: serial().primaryKey(),
    /** ISO 3166-1 alpha-2 code. */
    code: text().notNull(),
    name: text().notNull(),
    itaName: text().notNull().default(''),
    deliveryStdDays: text().notNull().default('3-5'),
    deliveryExpressDays: text().notNull().default('1-2'),
    deliveryStdFee: integer().notNull().default(0),
    deliveryExpressFee: integer().notNull().default(0),
    deliveryFeeKg: integer().notNull().default(0),
    deliveryFee5: integer().notNull().default(0),
    deliveryFee10: integer().notNull().default(0),
    /** null: the shop's default tax rate applies. */
    taxRateId: integer().references(() => taxRates.id, { onDelete: 'restrict' }),
    active: boolean().notNull().default(true),
    sort: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('countries_code_uq').on(t.code),
    uniqueIndex('countries_name_uq').on(sql`lower(${t.name})`),
    check(
      'countries_fees',
      sql`${t.deliveryStdFee} >= 0 and ${t.deliveryExpressFee} >= 0 and ${t.deliveryFeeKg} >= 0 and ${t.deliveryFee5} >= 0 and ${t.deliveryFee10} >= 0`,
    ),
    check(
      'countries_delivery_days',
      sql`${t.deliveryStdDays} ~ '^[0-9]{1,2}(-[0-9]{1,2})?$' and ${t.deliveryExpressDays} ~ '^[0-9]{1,2}(-[0-9]{1,2})?$'`,
    ),
  ],
);

export const shippers = pgTable(
  'shippers',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    /** Tracking page with {trackingNo} where the number goes. */
    trackingUrl: text().notNull().default(''),
    active: boolean().notNull().default(true),
  },
  (t) => [uniqueIndex('shippers_name_uq').on(sql`lower(${t.name})`)],
);
