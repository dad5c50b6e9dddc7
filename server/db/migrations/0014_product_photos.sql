-- Photos the owner added with `npm run shop -- photos add`. A product with any is shown with them,
-- in position order; one with none keeps its drawn pictures (product_images). The files live in the
-- photo store (DATA_DIR/objects/photos/), named by the content hash that `media` carries.
CREATE TABLE IF NOT EXISTS "product_photos" (
  "id" serial PRIMARY KEY,
  "product_id" integer NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
  "position" smallint NOT NULL,
  -- photo-{16 hex digits of the content hash}-{width}x{height}, the upright size of the upload.
  "media" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "product_photos_media" CHECK ("media" ~ '^photo-[0-9a-f]{16}-[1-9][0-9]{0,4}x[1-9][0-9]{0,4}$')
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "product_photos_order_idx" ON "product_photos" ("product_id", "position");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "product_photos_once_idx" ON "product_photos" ("product_id", "media");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "product_photos_media_idx" ON "product_photos" ("media");
