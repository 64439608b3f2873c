CREATE TABLE "search_synonyms" (
	"word" text PRIMARY KEY NOT NULL,
	"alternatives" text[] NOT NULL
);
--> statement-breakpoint
-- What a typed word finds through the shop's synonyms: every alternative's own query
-- (search_word_query, 0010), any of them; an empty query for a word with none. The word is
-- looked up lower case with accents folded, as the owner's screen stores it.
CREATE FUNCTION search_synonym_query(word text) RETURNS tsquery LANGUAGE sql STABLE AS $$
  SELECT coalesce(string_agg('(' || q::text || ')', ' | '), '')::tsquery
    FROM search_synonyms s
    CROSS JOIN LATERAL unnest(s.alternatives) AS a(alternative)
    CROSS JOIN LATERAL search_word_query(a.alternative) AS q
   WHERE s.word = lower(unaccent($1)) AND numnode(q) > 0
$$;
--> statement-breakpoint
-- The product list's cache must not outlive a synonym change (0009's token).
CREATE CONSTRAINT TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE ON search_synonyms
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER catalogue_truncated AFTER TRUNCATE ON search_synonyms
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
-- The shop's own words, for the owner to change on /admin_search: what shoppers type that the
-- product texts do not say (a hard-shell suitcase is polycarbonate or aluminium) and the other
-- language's word where a name carries only one.
INSERT INTO search_synonyms (word, alternatives) VALUES
  ('rigida', ARRAY['hard-shell', 'polycarbonate', 'aluminium']),
  ('rigido', ARRAY['hard-shell', 'polycarbonate', 'aluminium']),
  ('rigide', ARRAY['hard-shell', 'polycarbonate', 'aluminium']),
  ('rigidi', ARRAY['hard-shell', 'polycarbonate', 'aluminium']),
  ('hard', ARRAY['polycarbonate', 'aluminium']),
  ('hardshell', ARRAY['polycarbonate', 'aluminium']),
  ('hardside', ARRAY['polycarbonate', 'aluminium']),
  ('shell', ARRAY['polycarbonate', 'aluminium']),
  ('pelle', ARRAY['leather']),
  ('cuoio', ARRAY['leather', 'pelle']),
  ('scamosciato', ARRAY['suede', 'camoscio']),
  ('seta', ARRAY['silk']),
  ('lana', ARRAY['wool']),
  ('sciarpa', ARRAY['scarf', 'foulard']),
  ('sciarpe', ARRAY['scarf', 'foulard']),
  ('stola', ARRAY['scarf', 'foulard']),
  ('stole', ARRAY['scarf', 'foulard']),
  ('shawl', ARRAY['scarf', 'foulard']),
  ('suitcase', ARRAY['trolley']),
  ('suitcases', ARRAY['trolley']),
  ('bagaglio', ARRAY['valigia', 'luggage']),
  ('bagagli', ARRAY['valigia', 'luggage']),
  ('rucksack', ARRAY['backpack']),
  ('knapsack', ARRAY['backpack']),
  ('zainetto', ARRAY['zaino', 'backpack']),
  ('purse', ARRAY['handbag', 'clutch']),
  ('borsetta', ARRAY['borsa a mano', 'pochette']);
