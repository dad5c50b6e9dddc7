-- Stored HTML (products' details and facts, blog posts' bodies) is sanitized when it is written
-- (server/lib/sanitize.ts), so reads serve it as it is. The rows written before that are queued
-- here; migrateDatabase (server/db/client.ts) cleans them right after the SQL migrations, in
-- batches, and drops this table once it is empty.
CREATE TABLE IF NOT EXISTS "html_to_sanitize" (
  "table_name" text NOT NULL,
  "id" integer NOT NULL,
  PRIMARY KEY ("table_name", "id")
);
--> statement-breakpoint
INSERT INTO "html_to_sanitize" ("table_name", "id") SELECT 'products', "id" FROM "products" ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "html_to_sanitize" ("table_name", "id") SELECT 'blogs', "id" FROM "blogs" ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- A product page's related products and a category page choose their ids in these orders, within
-- one category: with the order in an index they read 8 (or a page of) entries, not the category.
CREATE INDEX IF NOT EXISTS "products_category_related_idx" ON "products" ("category_id", "best_seller" DESC, "featured" DESC, "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_category_listing_idx" ON "products" ("category_id", "sold_out", "coming_soon", "id");
