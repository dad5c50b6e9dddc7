-- Customers' data rights (issue 29, server/privacy/data-map.ts). An order erased inside its GST
-- retention period keeps names and addresses only; `erased_digest` (an HMAC of the e-mail, never the
-- address itself) lets a later request from the same person still find what is kept, and why.
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "erased_digest" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "erased_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_erased_digest_idx" ON "orders" ("erased_digest") WHERE "erased_digest" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_ship_email_idx" ON "orders" (lower("ship_email"));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contact_messages_email_idx" ON "contact_messages" (lower("email"));
--> statement-breakpoint
-- Who read or changed personal data, what and when (DPDP Rules: logs kept at least a year). It never
-- holds the data: the person is an HMAC digest, the detail is counts.
CREATE TABLE IF NOT EXISTS "privacy_access_log" (
  "id" bigserial PRIMARY KEY,
  "at" timestamp with time zone DEFAULT now() NOT NULL,
  -- 'operator' (npm run shop), 'customer' (self-service) or 'retention' (the scheduled job).
  "actor" text NOT NULL,
  "command" text NOT NULL,
  "subject_digest" text,
  "detail" text DEFAULT '' NOT NULL,
  CONSTRAINT "privacy_access_log_actor" CHECK ("actor" IN ('operator', 'customer', 'retention'))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "privacy_access_log_at_idx" ON "privacy_access_log" ("at");
