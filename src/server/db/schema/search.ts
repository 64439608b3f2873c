import { sql } from 'drizzle-orm';
import { customType, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalogue';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * One full-text document per product (migration 0010): SKU, names, types, brand, colours,
 * styles, sizes and descriptions in English and Italian, weighted. Database triggers write it
 * on every product, link and reference-data write, so it is never older than the product;
 * the application only reads it.
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: uuid()
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    document: tsvector().notNull(),
    /** The English name in lower case: equal scores list by name, as the catalogue does. */
    sortName: text().notNull(),
  },
  (t) => [index('product_search_document_idx').using('gin', t.document)],
);

/**
 * The catalogue's own words (names, types, brands, colours, styles, both languages, lower
 * case, unaccented): what a misspelt word is corrected to. Added to by the same triggers,
 * never deduplicated by a unique key so concurrent writers never wait on each other; a word
 * may appear twice.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text().notNull(),
  },
  (t) => [
    index('search_words_word_idx').on(t.word),
    index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
  ],
);

/**
 * The shop's synonyms (migration 0014), which the owner edits on /admin_search: a typed word
 * (one word, lower case) also finds what its alternatives find, so "rigida" finds the
 * polycarbonate and aluminium suitcases. Read by search_word_query's callers in every search.
 */
export const searchSynonyms = pgTable('search_synonyms', {
  word: text().primaryKey(),
  alternatives: text().array().notNull(),
});
