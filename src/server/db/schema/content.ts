import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { SiteSettings } from '../../../core/site/site-settings';
import { customers } from './customers';

export interface MediaText {
  category: string;
  title: string;
  descr: string;
}

/** Gallery pictures carry a text per language; the English category groups them (spec 3). */
export const galleries = pgTable('galleries', {
  id: serial().primaryKey(),
  image: text().notNull(),
  eng: jsonb().$type<MediaText>().notNull(),
  ita: jsonb().$type<MediaText>().notNull(),
  active: boolean().notNull().default(true),
  sort: integer().notNull().default(0),
});

export const videos = pgTable('videos', {
  id: serial().primaryKey(),
  /** The YouTube video id (11 characters). */
  youtubeId: text().notNull(),
  eng: jsonb().$type<MediaText>().notNull(),
  ita: jsonb().$type<MediaText>().notNull(),
  active: boolean().notNull().default(true),
  sort: integer().notNull().default(0),
});

/** The sample blog (spec: cuid, name, title, content; locales en and fr). */
export const posts = pgTable(
  'posts',
  {
    id: uuid().primaryKey().defaultRandom(),
    cuid: text().notNull(),
    slug: text().notNull(),
    name: text().notNull(),
    title: text().notNull(),
    content: text().notNull(),
    lng: text().notNull().default('en'),
    /** The post in Italian for /it pages; empty: not translated (the original shows, marked). */
    itaTitle: text().notNull().default(''),
    itaContent: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('posts_cuid_uq').on(t.cuid),
    index('posts_created_idx').on(t.createdAt),
    check('posts_lng', sql`${t.lng} in ('en', 'fr')`),
  ],
);

/** Contact-form messages for the administrator. */
export const messages = pgTable(
  'messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    email: text().notNull(),
    subject: text().notNull().default(''),
    message: text().notNull(),
    lng: text().notNull().default('en'),
    /** N new, R read, A archived. */
    status: text().notNull().default('N'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    repliedAt: timestamp({ withTimezone: true }),
    /** The administrator's answer as mailed, so the next administrator sees what was said. */
    reply: text().notNull().default(''),
    repliedBy: uuid().references(() => customers.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('messages_status_idx').on(t.status, t.createdAt),
    check('messages_status', sql`${t.status} in ('N', 'R', 'A')`),
    check('messages_lng', sql`${t.lng} in ('en', 'it')`),
  ],
);

/** The one row of site settings; each spec section is a JSON document validated by core/site. */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer().primaryKey().default(1),
    settings: jsonb().$type<SiteSettings>().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('site_settings_single_row', sql`${t.id} = 1`)],
);

/** Page titles and meta descriptions by the spec's per-page keys, in each language. */
export const seoPages = pgTable(
  'seo_pages',
  {
    pageKey: text().notNull(),
    lng: text().notNull(),
    title: text().notNull(),
    metaDescr: text().notNull().default(''),
    keywords: text().notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.pageKey, t.lng] }),
    check('seo_pages_lng', sql`${t.lng} in ('eng', 'ita')`),
  ],
);
