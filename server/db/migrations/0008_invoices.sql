-- GST tax invoices: each product's HSN code and GST rate, and one invoice per paid order numbered from
-- a gap-free series per financial year (invoice_counters is bumped in the transaction that writes the invoice).
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "hsn_code" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "gst_rate" smallint DEFAULT 18 NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_hsn_code_digits" CHECK ("hsn_code" = '' OR "hsn_code" ~ '^[0-9]{4,8}$');
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_gst_rate_range" CHECK ("gst_rate" BETWEEN 0 AND 40);
--> statement-breakpoint
-- Codes and rates by category (the same table as server/seed/tax.ts); an operator can change a product's own.
UPDATE "products" p SET "hsn_code" = t.hsn, "gst_rate" = t.rate
FROM "categories" c, (VALUES
  ('wound-dressings', '3005', 5), ('bio-cellulose-sheets', '3005', 5), ('first-aid-and-gauze', '3005', 5),
  ('coconut-oils', '1513', 5), ('handmade-soaps', '3401', 5), ('hair-care', '3305', 5),
  ('skin-care', '3304', 18), ('bio-cellulose-face-masks', '3304', 18), ('monolaurin-supplements', '2106', 18)
) AS t(slug, hsn, rate)
WHERE p."category_id" = c."id" AND c."slug" = t.slug AND p."hsn_code" = '';
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "invoice_counters" (
  -- "2026-27": April to March.
  "financial_year" text PRIMARY KEY,
  "last_seq" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "invoices" (
  "id" serial PRIMARY KEY,
  -- An invoice is never deleted with its order: the series must stay gap-free.
  "order_id" integer NOT NULL UNIQUE REFERENCES "orders"("id") ON DELETE RESTRICT,
  "invoice_no" text NOT NULL UNIQUE,
  "financial_year" text NOT NULL,
  "seq" integer NOT NULL,
  "issued_at" timestamp with time zone DEFAULT now() NOT NULL,
  "place_of_supply" text NOT NULL,
  -- What the invoice says (lines, rates, totals), fixed when issued: later price or rate changes leave it alone.
  "data" jsonb NOT NULL,
  CONSTRAINT "invoices_year_seq" UNIQUE ("financial_year", "seq"),
  CONSTRAINT "invoices_no_length" CHECK (char_length("invoice_no") <= 16)
);
