-- Coupons from the console (docs/console.md): a coupon may start and end at given instants and be
-- used a number of times at most (orders that were not left unpaid count). Null: no limit.
ALTER TABLE "coupons" ADD COLUMN IF NOT EXISTS "starts_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN IF NOT EXISTS "ends_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN IF NOT EXISTS "max_uses" integer;
--> statement-breakpoint
-- Customers' requests about their data (docs/privacy.md, "Requests from customers"): logged by hand
-- or from a contact message, each with the deadline the shop answers by, open until done.
CREATE TABLE IF NOT EXISTS "data_requests" (
  "id" serial PRIMARY KEY,
  "kind" text NOT NULL CHECK ("kind" IN ('access', 'correction', 'erasure', 'withdrawal')),
  "name" text NOT NULL,
  "email" text NOT NULL,
  "note" text DEFAULT '' NOT NULL,
  -- The contact message it came from; the message may be deleted later (erasure, retention).
  "message_id" integer REFERENCES "contact_messages"("id") ON DELETE SET NULL,
  "received_at" timestamp with time zone DEFAULT now() NOT NULL,
  "due_at" timestamp with time zone NOT NULL,
  "status" text DEFAULT 'open' NOT NULL CHECK ("status" IN ('open', 'done')),
  "logged_by" text NOT NULL,
  "done_at" timestamp with time zone,
  "done_by" text
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "data_requests_open_due" ON "data_requests" ("due_at") WHERE "status" = 'open';
--> statement-breakpoint
-- Alerts to staff (server/alerts/): each browser that allowed Web Push, each person's choices.
CREATE TABLE IF NOT EXISTS "push_subscriptions" (
  "id" serial PRIMARY KEY,
  "staff_id" bigint NOT NULL REFERENCES "staff"("id") ON DELETE CASCADE,
  "endpoint" text NOT NULL UNIQUE,
  "p256dh" text NOT NULL,
  "auth" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "alert_settings" (
  "staff_id" bigint PRIMARY KEY REFERENCES "staff"("id") ON DELETE CASCADE,
  -- The kinds the person chose (common/domain/alerts.ts), within what their role may get.
  "kinds" jsonb DEFAULT '[]'::jsonb NOT NULL,
  -- Quiet hours in IST as minutes after midnight; both null: none. May wrap past midnight.
  "quiet_from" integer,
  "quiet_until" integer
);
--> statement-breakpoint
-- One row per event and person: the unique key makes a second process's insert a no-op, so an event
-- is alerted once however many shop processes saw it. Queued and retried like mail_queue.
CREATE TABLE IF NOT EXISTS "alert_queue" (
  "id" bigserial PRIMARY KEY,
  "event_key" text NOT NULL,
  "staff_id" bigint NOT NULL REFERENCES "staff"("id") ON DELETE CASCADE,
  "kind" text NOT NULL,
  "title" text NOT NULL,
  "body" text NOT NULL,
  "url" text NOT NULL,
  -- pending (due at next_attempt_at), sending (claimed), sent, failed (gave up).
  "status" text DEFAULT 'pending' NOT NULL,
  "attempts" integer DEFAULT 0 NOT NULL,
  "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
  "channel" text,
  "last_error" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "sent_at" timestamp with time zone,
  UNIQUE ("event_key", "staff_id")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "alert_queue_due" ON "alert_queue" ("next_attempt_at") WHERE "status" IN ('pending', 'sending');
--> statement-breakpoint
-- Audit entries about a data request name it by its id (target kind `request`), never the person.
ALTER TABLE "audit_log" DROP CONSTRAINT IF EXISTS "audit_log_target_kind";
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_target_kind"
  CHECK ("target_kind" IN ('order', 'product', 'customer', 'staff', 'coupon', 'message', 'shop', 'request'));
