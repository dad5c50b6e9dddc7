-- Shipping and tracking: the carrier's tracking number and link, when the order left and arrived,
-- and a history of its status changes (what the tracking page lists). Written by server/orders/tracking.ts.
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "tracking_number" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "tracking_url" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "shipped_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "delivered_at" timestamp with time zone;
--> statement-breakpoint
-- The link opens in the shopper's browser: only http(s) addresses.
ALTER TABLE "orders" ADD CONSTRAINT "orders_tracking_url_http" CHECK ("tracking_url" IS NULL OR "tracking_url" ~ '^https?://');
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "order_events" (
  "id" serial PRIMARY KEY,
  "order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
  -- The status the order moved to (paid, shipped, delivered), or the one it kept when details changed.
  "status" text NOT NULL,
  "note" text DEFAULT '' NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "order_events_order_idx" ON "order_events" ("order_id", "created_at");
