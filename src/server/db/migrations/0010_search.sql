-- unaccent folds accents (città, perché) in documents and queries alike; pg_trgm (0004) finds
-- the catalogue words closest to a misspelt one. Both ship with PostgreSQL and are allowed on
-- Neon, Netlify DB (Neon), Supabase and RDS (README, "Production database").
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE TABLE "product_search" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"document" "tsvector" NOT NULL,
	"sort_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_document_idx" ON "product_search" USING gin ("document");--> statement-breakpoint
CREATE INDEX "search_words_word_idx" ON "search_words" USING btree ("word");--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- The search document of each product and the words it adds to the vocabulary. Weights: A the
-- SKU (in parts and joined: LG-001 is found as LG 001 and LG001) and the names (they carry the
-- model, the material and the noun); B the type (category and sub-categories); C brand,
-- colours and styles; D the descriptions and sizes. English text goes through the english
-- configuration, Italian through the italian one, codes and brand names through simple (no
-- stemming). The vocabulary is the A, B and C words only: a typo is corrected to what a
-- product is, not to a word of some description.
CREATE FUNCTION product_search_source(ids uuid[])
RETURNS TABLE (product_id uuid, document tsvector, sort_name text, vocabulary text)
LANGUAGE sql STABLE AS $$
  SELECT p.id,
         setweight(to_tsvector('simple', concat_ws(' ', regexp_replace(p.sku, '[^[:alnum:]]+', ' ', 'g'),
                                                 regexp_replace(p.sku, '[^[:alnum:]]+', '', 'g'))), 'A')
      || setweight(to_tsvector('english', unaccent(coalesce(p.eng->>'name', ''))), 'A')
      || setweight(to_tsvector('italian', unaccent(coalesce(p.ita->>'name', ''))), 'A')
      || setweight(to_tsvector('english', unaccent(concat_ws(' ', c.name, subs.eng))), 'B')
      || setweight(to_tsvector('italian', unaccent(concat_ws(' ', c.ita_name, subs.ita))), 'B')
      || setweight(to_tsvector('simple', unaccent(concat_ws(' ', b.name, b.ita_name))), 'C')
      || setweight(to_tsvector('english', unaccent(concat_ws(' ', cols.eng, sty.eng))), 'C')
      || setweight(to_tsvector('italian', unaccent(concat_ws(' ', cols.ita, sty.ita))), 'C')
      || setweight(to_tsvector('english', unaccent(coalesce(p.eng->>'description', ''))), 'D')
      || setweight(to_tsvector('italian', unaccent(coalesce(p.ita->>'description', ''))), 'D')
      || setweight(to_tsvector('simple', array_to_string(p.sizes, ' ')), 'D'),
         lower(coalesce(p.eng->>'name', '')),
         lower(unaccent(concat_ws(' ', p.eng->>'name', p.ita->>'name', c.name, c.ita_name,
                                  subs.eng, subs.ita, b.name, b.ita_name,
                                  cols.eng, cols.ita, sty.eng, sty.ita)))
    FROM products p
    JOIN brands b ON b.id = p.brand_id
    JOIN categories c ON c.id = p.category_id
    CROSS JOIN LATERAL (
      SELECT string_agg(cs.name, ' ') AS eng, string_agg(cs.ita_name, ' ') AS ita
        FROM product_sub_categories psc JOIN category_subs cs ON cs.id = psc.category_sub_id
       WHERE psc.product_id = p.id) subs
    CROSS JOIN LATERAL (
      SELECT string_agg(co.name, ' ') AS eng, string_agg(co.ita_name, ' ') AS ita
        FROM product_colors pc JOIN colors co ON co.id = pc.color_id
       WHERE pc.product_id = p.id) cols
    CROSS JOIN LATERAL (
      SELECT string_agg(st.name, ' ') AS eng, string_agg(st.ita_name, ' ') AS ita
        FROM product_styles ps JOIN styles st ON st.id = ps.style_id
       WHERE ps.product_id = p.id) sty
   WHERE p.id = ANY (ids)
$$;
--> statement-breakpoint
-- What one typed word (lower case) matches: its English and Italian stems and the word as it
-- is (codes, brand names), accents folded. A stop word of either language (for, per, the, la)
-- matches everything and is left out of a query.
CREATE FUNCTION search_word_query(word text) RETURNS tsquery LANGUAGE sql STABLE AS $$
  SELECT plainto_tsquery('english', unaccent(word)) || plainto_tsquery('italian', unaccent(word))
      || plainto_tsquery('simple', unaccent(word))
$$;
--> statement-breakpoint
-- The beginning of a word (what a shopper is still typing): every lexeme it starts.
CREATE FUNCTION search_prefix_query(word text) RETURNS tsquery LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN numnode(plainto_tsquery('simple', unaccent(word))) = 1
              THEN (plainto_tsquery('simple', unaccent(word))::text || ':*')::tsquery
              ELSE plainto_tsquery('simple', unaccent(word)) END
$$;
--> statement-breakpoint
-- Whether any product matches: asked of every typed word before the search, and answered from
-- the GIN index. Without the setting the planner scans the table for the first match (it
-- expects one soon), reading every document when there is none: 400 ms at 20,000 products
-- against 1 ms from the index.
CREATE FUNCTION search_matches(query tsquery) RETURNS boolean LANGUAGE sql STABLE
SET enable_seqscan = off AS $$
  SELECT EXISTS (SELECT 1 FROM product_search WHERE document @@ query)
$$;
--> statement-breakpoint
-- The matches of a search with their relevance: each word scores by the best part of the
-- document it is found in (names[i]: the word restricted to weight A, 8; types[i]: A or B, 4;
-- labels[i]: A to C, 2; else the description, 1), and the words found together as typed in a
-- name or type add 8. The match is read through the GIN index (the same planner blind spot
-- as search_matches: a seq scan was chosen and read all 20,000 documents) and in one process
-- (a parallel plan only added start-up time on a small server).
CREATE FUNCTION search_ranked(query tsquery, names tsquery[], types tsquery[], labels tsquery[],
                              phrase tsquery)
RETURNS TABLE (product_id uuid, score integer, sort_name text)
LANGUAGE plpgsql STABLE ROWS 500
SET enable_seqscan = off SET max_parallel_workers_per_gather = 0 AS $$
DECLARE
  scores text := '0';
BEGIN
  -- One CASE per word written out (a subquery over the arrays cost three times as much per
  -- match); the words themselves stay parameters.
  FOR i IN 1 .. coalesce(cardinality(names), 0) LOOP
    scores := scores || format(' + CASE WHEN ps.document @@ $2[%1$s] THEN 8'
                               ' WHEN ps.document @@ $3[%1$s] THEN 4'
                               ' WHEN ps.document @@ $4[%1$s] THEN 2 ELSE 1 END', i);
  END LOOP;
  IF phrase IS NOT NULL THEN
    scores := scores || ' + CASE WHEN ps.document @@ $5 THEN 8 ELSE 0 END';
  END IF;
  RETURN QUERY EXECUTE
    'SELECT ps.product_id, (' || scores || ')::integer, ps.sort_name'
    ' FROM product_search ps WHERE ps.document @@ $1'
    USING query, names, types, labels, phrase;
END $$;
--> statement-breakpoint
CREATE FUNCTION search_stop_word(word text) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT numnode(plainto_tsquery('english', unaccent(word))) = 0
      OR numnode(plainto_tsquery('italian', unaccent(word))) = 0
$$;
--> statement-breakpoint
-- Rewrites the documents of these products and adds their new words to the vocabulary, in the
-- writing statement's transaction, so a search right after the commit sees the write. The
-- existing rows are locked in product order first: two writers renewing overlapping products
-- (two colour renames) take them in the same order and cannot deadlock. A checkout never
-- gets here (its stock updates fire no trigger below), so it never waits on these locks.
CREATE FUNCTION refresh_product_search(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  PERFORM 1 FROM product_search WHERE product_id = ANY (ids) ORDER BY product_id FOR UPDATE;
  WITH fresh AS (SELECT * FROM product_search_source(ids)),
  written AS (
    INSERT INTO product_search AS ps (product_id, document, sort_name)
    SELECT f.product_id, f.document, f.sort_name FROM fresh f ORDER BY f.product_id
    ON CONFLICT (product_id) DO UPDATE
      SET document = excluded.document, sort_name = excluded.sort_name
      WHERE (ps.document, ps.sort_name) IS DISTINCT FROM (excluded.document, excluded.sort_name)
  )
  -- No unique key: a word two transactions add at once is kept twice, which harms nothing,
  -- rather than making one wait for the other's commit.
  INSERT INTO search_words (word)
  SELECT DISTINCT w
    FROM fresh f, regexp_split_to_table(f.vocabulary, '[^[:alnum:]]+') AS w
   WHERE length(w) >= 3 AND w !~ '^[0-9]+$' AND NOT search_stop_word(w)
     AND NOT EXISTS (SELECT 1 FROM search_words s WHERE s.word = w);
END $$;
--> statement-breakpoint
-- Products: a new product gets its document with its insert (statement level, once for a
-- whole import batch); an update renews it only when a searched column changed, so the stock
-- and price updates of checkouts and admin lists never touch product_search. A deleted
-- product's document goes with it (foreign key, cascade).
CREATE FUNCTION product_search_products_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_search(ARRAY(SELECT id FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_search_inserted AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION product_search_products_inserted();
--> statement-breakpoint
CREATE FUNCTION product_search_product_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_search(ARRAY[NEW.id]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_search_updated AFTER UPDATE ON products FOR EACH ROW
  WHEN ((OLD.sku, OLD.eng->>'name', OLD.ita->>'name', OLD.eng->>'description',
         OLD.ita->>'description', OLD.brand_id, OLD.category_id, OLD.sizes)
        IS DISTINCT FROM
        (NEW.sku, NEW.eng->>'name', NEW.ita->>'name', NEW.eng->>'description',
         NEW.ita->>'description', NEW.brand_id, NEW.category_id, NEW.sizes))
  EXECUTE FUNCTION product_search_product_updated();
--> statement-breakpoint
-- A product's sub-categories, colours and styles: once per statement, for the products whose
-- links it wrote.
CREATE FUNCTION product_search_links_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_product_search(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_product_search(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  ELSE
    PERFORM refresh_product_search(ARRAY(SELECT product_id FROM new_rows
                                         UNION SELECT product_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['product_sub_categories', 'product_colors', 'product_styles'] LOOP
    EXECUTE format('CREATE TRIGGER product_search_linked AFTER INSERT ON %I '
                   'REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT '
                   'EXECUTE FUNCTION product_search_links_changed()', t);
    EXECUTE format('CREATE TRIGGER product_search_unlinked AFTER DELETE ON %I '
                   'REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT '
                   'EXECUTE FUNCTION product_search_links_changed()', t);
    EXECUTE format('CREATE TRIGGER product_search_relinked AFTER UPDATE ON %I '
                   'REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT '
                   'EXECUTE FUNCTION product_search_links_changed()', t);
  END LOOP;
END $$;
--> statement-breakpoint
-- Reference data: renaming a brand, category, sub-category, colour or style (in either
-- language) renews the documents of the products that carry it.
CREATE FUNCTION product_search_name_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_search(CASE TG_TABLE_NAME
    WHEN 'brands' THEN ARRAY(SELECT id FROM products WHERE brand_id = NEW.id)
    WHEN 'categories' THEN ARRAY(SELECT id FROM products WHERE category_id = NEW.id)
    WHEN 'category_subs' THEN ARRAY(SELECT product_id FROM product_sub_categories
                                     WHERE category_sub_id = NEW.id)
    WHEN 'colors' THEN ARRAY(SELECT product_id FROM product_colors WHERE color_id = NEW.id)
    WHEN 'styles' THEN ARRAY(SELECT product_id FROM product_styles WHERE style_id = NEW.id)
  END);
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['brands', 'categories', 'category_subs', 'colors', 'styles'] LOOP
    EXECUTE format('CREATE TRIGGER product_search_renamed AFTER UPDATE ON %I FOR EACH ROW '
                   'WHEN ((OLD.name, OLD.ita_name) IS DISTINCT FROM (NEW.name, NEW.ita_name)) '
                   'EXECUTE FUNCTION product_search_name_changed()', t);
  END LOOP;
END $$;
--> statement-breakpoint
-- The product list reads product_search, the correction reads search_words: a write to either
-- renews the catalogue token like a write to the tables they are made from (0009).
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['product_search', 'search_words'] LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE '
                   'ON %I DEFERRABLE INITIALLY DEFERRED FOR EACH ROW '
                   'EXECUTE FUNCTION catalogue_changed()', t);
    EXECUTE format('CREATE TRIGGER catalogue_truncated AFTER TRUNCATE ON %I '
                   'FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed()', t);
  END LOOP;
END $$;
--> statement-breakpoint
-- The products already there (a migrated shop, a restored backup of an older level).
SELECT refresh_product_search(ARRAY(SELECT id FROM products));
