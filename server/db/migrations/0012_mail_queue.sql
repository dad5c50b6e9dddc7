-- Every e-mail the shop sends goes through this queue: written first, then sent (at once, and again
-- with backoff while SMTP fails), so a failing mail server loses nothing and the operator can see and
-- retry it (npm run shop -- mail list / mail retry). A sent message's body is cleared: a sign-up code
-- is kept only until it is delivered or has expired.
CREATE TABLE IF NOT EXISTS "mail_queue" (
  "id" bigserial PRIMARY KEY,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "to_address" text NOT NULL,
  -- What logs and the operator's list show: the subject, or a description when the subject holds a code.
  "label" text NOT NULL,
  -- from, to, subject, text, html, replyTo and attachments (base64); null once sent or given up.
  "message" jsonb,
  -- pending (due at next_attempt_at), sending (claimed until next_attempt_at), sent, failed (gave up), expired.
  "status" text DEFAULT 'pending' NOT NULL,
  "attempts" integer DEFAULT 0 NOT NULL,
  "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
  -- A code is useless after it expires: the message is not sent after this time.
  "expires_at" timestamp with time zone,
  "last_error" text,
  "sent_at" timestamp with time zone,
  CONSTRAINT "mail_queue_status" CHECK ("status" IN ('pending', 'sending', 'sent', 'failed', 'expired'))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "mail_queue_due_idx" ON "mail_queue" ("next_attempt_at") WHERE "status" IN ('pending', 'sending');
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "mail_queue_created_idx" ON "mail_queue" ("created_at");
