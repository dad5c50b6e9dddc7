-- Who did what: one append-only record, written in the same transaction as the change it names
-- (server/audit/log.ts). The actor is a person or the shop itself: 'staff:<email>' for the console,
-- 'cli:<os user>' for the operators' tool, 'shop:<job>' for webhooks and scheduled jobs, 'customer'
-- for a shopper's own data requests.
CREATE TABLE IF NOT EXISTS "audit_log" (
  "id" bigserial PRIMARY KEY,
  "at" timestamp with time zone DEFAULT now() NOT NULL,
  "actor" text NOT NULL,
  "staff_id" bigint,
  "session_id" text,
  "action" text NOT NULL,
  "target_kind" text NOT NULL,
  "target" text DEFAULT '' NOT NULL,
  "before" jsonb,
  "after" jsonb,
  "reason" text DEFAULT '' NOT NULL,
  -- The invoice or credit note the entry names: such entries are kept for the tax period.
  "document_no" text,
  CONSTRAINT "audit_log_target_kind" CHECK ("target_kind" IN ('order', 'product', 'customer', 'staff', 'coupon', 'message', 'shop'))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_log_target_idx" ON "audit_log" ("target_kind", "target", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_log_at_idx" ON "audit_log" ("at");
--> statement-breakpoint
-- Append-only: no statement may change or remove an entry, except the retention job's delete of
-- entries past their keeping period, which it announces with SET LOCAL shop.audit_retention = 'on'.
CREATE OR REPLACE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('shop.audit_retention', true) = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "audit_log_append_only" ON "audit_log";
--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();
--> statement-breakpoint
-- Each move of an order and of stock names the person who made it, beside its kind of actor.
ALTER TABLE "order_transitions" ADD COLUMN IF NOT EXISTS "person" text;
--> statement-breakpoint
-- The privacy access log becomes entries of the audit log (its rows are carried over once).
INSERT INTO "audit_log" ("at", "actor", "action", "target_kind", "target", "reason")
  SELECT "at", CASE "actor" WHEN 'operator' THEN 'cli:operator' WHEN 'retention' THEN 'shop:retention' ELSE "actor" END,
         'privacy.' || "command", 'customer', coalesce("subject_digest", ''), "detail"
  FROM "privacy_access_log" ORDER BY "id";
--> statement-breakpoint
-- A message someone answered leaves the console's unread count (the Today screen).
ALTER TABLE "contact_messages" ADD COLUMN IF NOT EXISTS "answered_at" timestamp with time zone;
