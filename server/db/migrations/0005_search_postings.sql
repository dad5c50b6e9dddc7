-- Search postings: one row per (lexeme, product) with a precomputed score, ordered by an index, so
-- the best matches of a word found in nearly every product ("coconut") are read from the top of that
-- index instead of ranking thousands of matching rows. search_lexemes counts the products of each
-- lexeme, which tells the search whether a query is selective enough to rank every match exactly.
-- Both are kept by the database itself, like search_words, so every way a product is written
-- (seed, bulk load, admin) keeps search in step.
CREATE TABLE IF NOT EXISTS "search_postings" (
	"lexeme" text NOT NULL,
	"product_id" integer NOT NULL,
	"score" real NOT NULL,
	CONSTRAINT "search_postings_pkey" PRIMARY KEY ("lexeme", "product_id")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_postings_rank_idx" ON "search_postings" USING btree ("lexeme", "score" DESC, "product_id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "search_lexemes" (
	"lexeme" text PRIMARY KEY NOT NULL,
	"products" integer NOT NULL
);
--> statement-breakpoint
-- How well one lexeme describes one product: what the search ranks a one-word query by (full-text
-- rank plus the trigram similarity of the name), so the top of the index is the top of the results.
CREATE OR REPLACE FUNCTION "search_posting_score"(search tsvector, lexeme text, name text) RETURNS real
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (ts_rank(search, quote_literal(lexeme)::tsquery) + similarity(name, lexeme))::real
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "products_postings_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_postings (lexeme, product_id, score)
  SELECT t.lexeme, n.id, search_posting_score(n.search, t.lexeme, n.name)
  FROM new_rows n, unnest(n.search) AS t
  ON CONFLICT (lexeme, product_id) DO UPDATE SET score = EXCLUDED.score;
  INSERT INTO search_lexemes AS s (lexeme, products)
  SELECT t.lexeme, count(*) FROM new_rows n, unnest(n.search) AS t GROUP BY t.lexeme
  ON CONFLICT (lexeme) DO UPDATE SET products = s.products + EXCLUDED.products;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "products_postings_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_postings sp
  USING (SELECT o.id, t.lexeme FROM old_rows o, unnest(o.search) AS t) d
  WHERE sp.lexeme = d.lexeme AND sp.product_id = d.id;
  UPDATE search_lexemes s SET products = greatest(0, s.products - d.n)
  FROM (SELECT t.lexeme, count(*) AS n FROM old_rows o, unnest(o.search) AS t GROUP BY t.lexeme) d
  WHERE s.lexeme = d.lexeme;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Only rows whose words changed are re-indexed: stock and price updates (every checkout) cost nothing here.
CREATE OR REPLACE FUNCTION "products_postings_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_postings sp
  USING (
    SELECT o.id, t.lexeme FROM old_rows o JOIN new_rows n ON n.id = o.id, unnest(o.search) AS t
    WHERE o.search IS DISTINCT FROM n.search OR o.name IS DISTINCT FROM n.name
  ) d
  WHERE sp.lexeme = d.lexeme AND sp.product_id = d.id;
  INSERT INTO search_postings (lexeme, product_id, score)
  SELECT t.lexeme, n.id, search_posting_score(n.search, t.lexeme, n.name)
  FROM old_rows o JOIN new_rows n ON n.id = o.id, unnest(n.search) AS t
  WHERE o.search IS DISTINCT FROM n.search OR o.name IS DISTINCT FROM n.name
  ON CONFLICT (lexeme, product_id) DO UPDATE SET score = EXCLUDED.score;
  INSERT INTO search_lexemes AS s (lexeme, products)
  SELECT lexeme, sum(delta) FROM (
    SELECT t.lexeme, 1 AS delta
    FROM old_rows o JOIN new_rows n ON n.id = o.id, unnest(n.search) AS t
    WHERE o.search IS DISTINCT FROM n.search
    UNION ALL
    SELECT t.lexeme, -1
    FROM old_rows o JOIN new_rows n ON n.id = o.id, unnest(o.search) AS t
    WHERE o.search IS DISTINCT FROM n.search
  ) changes
  GROUP BY lexeme
  HAVING sum(delta) <> 0
  ON CONFLICT (lexeme) DO UPDATE SET products = greatest(0, s.products + EXCLUDED.products);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "products_postings_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE search_postings, search_lexemes;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_postings_insert" ON "products";
--> statement-breakpoint
CREATE TRIGGER "products_postings_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "products_postings_insert"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_postings_update" ON "products";
--> statement-breakpoint
CREATE TRIGGER "products_postings_update" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "products_postings_update"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_postings_delete" ON "products";
--> statement-breakpoint
CREATE TRIGGER "products_postings_delete" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "products_postings_delete"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_postings_truncate" ON "products";
--> statement-breakpoint
CREATE TRIGGER "products_postings_truncate" AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "products_postings_truncate"();
--> statement-breakpoint
-- Catalogues created before this migration.
INSERT INTO "search_postings" ("lexeme", "product_id", "score")
SELECT t.lexeme, p.id, search_posting_score(p.search, t.lexeme, p.name) FROM "products" p, unnest(p.search) AS t
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "search_lexemes" ("lexeme", "products")
SELECT "lexeme", count(*) FROM "search_postings" GROUP BY "lexeme"
ON CONFLICT ("lexeme") DO UPDATE SET "products" = EXCLUDED."products";
