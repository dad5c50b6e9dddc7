-- Refunds and GST credit notes (server/refunds/service.ts).
--
-- Orders gain 'partially_refunded' and 'refunded' (common/domain/order-lifecycle.ts; the CHECK lists
-- the same states, tests/api/schema.test.ts keeps them equal).
ALTER TABLE "orders" DROP CONSTRAINT "orders_status";
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status"
  CHECK ("status" IN ('awaiting_payment', 'paid', 'shipped', 'delivered', 'expired', 'payment_review',
    'partially_refunded', 'refunded'));
--> statement-breakpoint
-- One row per refund the operator asks for. A pending or processed refund counts against what was
-- paid, so the order row's lock (taken before this row is written) keeps two refunds from both passing.
CREATE TABLE "refunds" (
  "id" serial PRIMARY KEY,
  "order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE RESTRICT,
  "provider" text NOT NULL,
  "payment_id" text NOT NULL,
  -- The provider's refund id (rfnd_…), once it has answered.
  "provider_refund_id" text UNIQUE,
  "amount_paise" bigint NOT NULL,
  -- pending (asked), processed (money returned: the credit note is issued), failed (nothing returned).
  "status" text DEFAULT 'pending' NOT NULL,
  "reason" text NOT NULL,
  -- The credit note's lines as computed when asked (invoice line, quantity, value, tax), and how many
  -- units of each line came back into stock.
  "lines" jsonb NOT NULL,
  "returned" boolean DEFAULT false NOT NULL,
  "failure" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "settled_at" timestamp with time zone,
  CONSTRAINT "refunds_status" CHECK ("status" IN ('pending', 'processed', 'failed')),
  CONSTRAINT "refunds_amount" CHECK ("amount_paise" > 0),
  CONSTRAINT "refunds_provider" CHECK ("provider" IN ('razorpay', 'sandbox'))
);
--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" ("order_id");
--> statement-breakpoint
CREATE TABLE "credit_note_counters" (
  -- "2026-27": April to March, a series of its own beside the invoices'.
  "financial_year" text PRIMARY KEY,
  "last_seq" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
  "id" serial PRIMARY KEY,
  "refund_id" integer NOT NULL UNIQUE REFERENCES "refunds"("id") ON DELETE RESTRICT,
  "order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE RESTRICT,
  "invoice_no" text NOT NULL REFERENCES "invoices"("invoice_no") ON DELETE RESTRICT,
  "credit_note_no" text NOT NULL UNIQUE,
  "financial_year" text NOT NULL,
  "seq" integer NOT NULL,
  "issued_at" timestamp with time zone DEFAULT now() NOT NULL,
  -- Calendar date in India (YYYY-MM-DD), what the note prints and the books export filters on.
  "issue_date" date NOT NULL,
  -- What the note says, fixed when issued.
  "data" jsonb NOT NULL,
  CONSTRAINT "credit_notes_year_seq" UNIQUE ("financial_year", "seq"),
  CONSTRAINT "credit_notes_no_length" CHECK (char_length("credit_note_no") <= 16)
);
--> statement-breakpoint
CREATE INDEX "credit_notes_date_idx" ON "credit_notes" ("issue_date");
--> statement-breakpoint
-- The books export reads invoices by their date in India.
CREATE INDEX IF NOT EXISTS "invoices_date_idx" ON "invoices" ((("data"->>'date')));
--> statement-breakpoint
-- The payment sandbox's refunds, as Razorpay keeps them against a payment.
CREATE TABLE "sandbox_refunds" (
  "id" text PRIMARY KEY,
  "payment_id" text NOT NULL,
  "amount" bigint NOT NULL,
  "status" text DEFAULT 'processed' NOT NULL,
  "notes" jsonb DEFAULT '{}'::jsonb NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sandbox_refunds_payment_idx" ON "sandbox_refunds" ("payment_id");
