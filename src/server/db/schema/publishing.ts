import { sql } from 'drizzle-orm';
import { check, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * Whether the static site shows the catalogue as it is (one row, id 1). changedAt: the last
 * admin write that changes a page; publishedAt: when the newest finished build read the
 * database; requestedAt: the last time an administrator asked for a build; buildStartedAt: when
 * the newest build began reading the database (its snapshot time); lastBuildMs: how long the
 * newest finished build took from that read to its pages being published.
 */
export const publishState = pgTable(
  'publish_state',
  {
    id: integer().primaryKey().default(1),
    changedAt: timestamp({ withTimezone: true }),
    publishedAt: timestamp({ withTimezone: true }),
    requestedAt: timestamp({ withTimezone: true }),
    buildStartedAt: timestamp({ withTimezone: true }),
    lastBuildMs: integer(),
  },
  (t) => [check('publish_state_single_row', sql`${t.id} = 1`)],
);
