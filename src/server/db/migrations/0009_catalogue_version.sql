CREATE TABLE "catalogue_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" uuid NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_version_single_row" CHECK ("catalogue_version"."id" = 1)
);
--> statement-breakpoint
-- A new catalogue token when a transaction that wrote a table the product list reads commits
-- (why a token, and why at commit: docs/decisions.md, "Issue 17, part 4"). The triggers are
-- deferred to the commit, so the one lock on the token row is taken last and held only while
-- the transaction commits: an order taking stock product by product never holds it while it
-- waits for another order's product, so the two cannot deadlock, and checkouts queue only on
-- their commits. The flag (local to the transaction) makes it one update per transaction,
-- however many rows it wrote. No row is made here: a restore copies a backup's rows into the
-- freshly migrated tables, which must be empty.
CREATE FUNCTION catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('shop.catalogue_changed', true) IS DISTINCT FROM 'yes' THEN
    PERFORM set_config('shop.catalogue_changed', 'yes', true);
    INSERT INTO catalogue_version AS v (id, version) VALUES (1, gen_random_uuid())
      ON CONFLICT (id) DO UPDATE SET version = excluded.version, changed_at = now();
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Every table GET products reads, its filters included (brand, category and sub-category
-- names are resolved through brands, categories, category_subs and category_brands).
-- Constraint triggers are row triggers only; TRUNCATE gets a plain statement trigger.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['products', 'product_sub_categories', 'product_colors',
                           'product_styles', 'brands', 'categories', 'category_subs',
                           'category_brands', 'colors', 'styles'] LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE '
                   'ON %I DEFERRABLE INITIALLY DEFERRED FOR EACH ROW '
                   'EXECUTE FUNCTION catalogue_changed()', t);
    EXECUTE format('CREATE TRIGGER catalogue_truncated AFTER TRUNCATE ON %I '
                   'FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed()', t);
  END LOOP;
END $$;
