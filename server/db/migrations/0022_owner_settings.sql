-- Who is on a product's page now (the notification strip's viewing count, when the shop shows it):
-- a random id a browser keeps, the product, and when the page last said it was open. Rows older than
-- the shop's window are deleted as new ones come in; nothing here names a person.
CREATE TABLE IF NOT EXISTS "product_viewers" (
  "product_id" integer NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
  "viewer" text NOT NULL,
  "seen_at" timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY ("product_id", "viewer")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "product_viewers_seen_idx" ON "product_viewers" ("seen_at");
--> statement-breakpoint
-- A product's dispatch promise is its own text, or blank for the shop's (shop.config.json
-- `dispatchDays`): the seeded and migrated products carried the shop's default as text, which
-- would keep promising 8–10 days after the owner changed it.
UPDATE "products" SET "dispatch_time" = '' WHERE "dispatch_time" = '8–10 business days';
--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "dispatch_time" SET DEFAULT '';
