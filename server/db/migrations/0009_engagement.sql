-- What shoppers send besides orders: contact messages, newsletter subscribers, and reviews by signed-in
-- customers (one per customer and product, marked when the customer had bought the product).
CREATE TABLE IF NOT EXISTS "contact_messages" (
  "id" serial PRIMARY KEY,
  "name" text NOT NULL,
  "email" text NOT NULL,
  -- Ten digits, without +91.
  "mobile" text NOT NULL,
  "address" text DEFAULT '' NOT NULL,
  "message" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  -- When the shop's notification e-mail went out; null when sending failed (the operator's list shows it).
  "notified_at" timestamp with time zone,
  CONSTRAINT "contact_messages_lengths" CHECK (
    char_length("name") BETWEEN 1 AND 100 AND char_length("email") <= 254
    AND char_length("address") <= 300 AND char_length("message") BETWEEN 1 AND 2000
  )
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contact_messages_created_idx" ON "contact_messages" ("created_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "newsletter_subscribers" (
  "id" serial PRIMARY KEY,
  -- Lower-cased and trimmed, so one address is one subscriber whatever its case.
  "email" text NOT NULL,
  -- The consent on record: when, and from which address, the sign-up was made.
  "consented_at" timestamp with time zone DEFAULT now() NOT NULL,
  "consent_ip" text,
  CONSTRAINT "newsletter_subscribers_email_lower" CHECK ("email" = lower(btrim("email")) AND char_length("email") <= 254)
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "newsletter_subscribers_email_idx" ON "newsletter_subscribers" ("email");
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN IF NOT EXISTS "verified_purchase" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- Stars are already held to 1..5 (migration 0001); text to what the form allows.
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_text_length" CHECK (char_length("text") BETWEEN 1 AND 2000);
--> statement-breakpoint
-- A deleted account's reviews stay, under the name they were written with.
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL;
--> statement-breakpoint
-- One review per customer and product; seeded reviews have no user_id, and NULLs never collide.
CREATE UNIQUE INDEX IF NOT EXISTS "reviews_user_product_idx" ON "reviews" ("user_id", "product_id");
