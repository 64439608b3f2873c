import { sql } from 'drizzle-orm';
import { check, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * What the catalogue looks like now, as a token (one row, id 1, made by the first write):
 * database triggers on every table the product list reads give it a new random value when a
 * transaction that changed one of them commits (migration 0009). A process keeps serialised
 * product lists under the token they were read at, and one read of this row tells whether
 * they still hold. Random rather than counted, so a restored backup or a rebuilt database
 * never brings back a value a running process has seen for other rows.
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: integer().primaryKey().default(1),
    version: uuid().notNull(),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('catalogue_version_single_row', sql`${t.id} = 1`)],
);
