-- Typo-tolerant search: trigram similarity beside the full-text vector.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_description_trgm_idx" ON "products" USING gin ("description" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_stock_not_negative" CHECK ("stock_quantity" IS NULL OR "stock_quantity" >= 0);
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_price_positive" CHECK ("price" > 0);
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_discount_range" CHECK ("discount_percentage" >= 0 AND "discount_percentage" <= 100);
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_star_rating_range" CHECK ("star_rating" BETWEEN 1 AND 5);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "search_words" ("word" text PRIMARY KEY);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
-- The vocabulary that misspelt search words are corrected against; kept by the database itself,
-- so every way a product is written (seed, bulk load, admin) keeps search in step.
CREATE OR REPLACE FUNCTION "products_collect_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w
  FROM new_rows, regexp_split_to_table(lower(new_rows.name || ' ' || new_rows.description), '[^a-z0-9]+') AS w
  WHERE length(w) >= 3
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_search_words_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "products_collect_search_words"();
--> statement-breakpoint
CREATE TRIGGER "products_search_words_update" AFTER UPDATE ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "products_collect_search_words"();
