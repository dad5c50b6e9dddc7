-- A business buyer's GSTIN and registered name (issue 44): on the order, for its B2B tax invoice and
-- the return's B2B table, and on the saved address, so the next checkout offers them again.
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "buyer_gstin" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "buyer_business_name" text;
--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN IF NOT EXISTS "buyer_gstin" text;
--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN IF NOT EXISTS "buyer_business_name" text;
