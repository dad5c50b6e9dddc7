-- The console's writes carry an Idempotency-Key (server/http/idempotency.ts): the first request with a
-- key claims it here ('running'), its answer is kept ('done'), and a retry with the same key and body
-- gets that answer instead of a second change. Keys are the caller's own (one person's key never
-- replays another's answer) and are forgotten after 24 hours.
CREATE TABLE IF NOT EXISTS "idempotency_keys" (
  "caller" text NOT NULL,
  "key" text NOT NULL,
  -- Method and path of the request the key was first used for, and a SHA-256 of its body.
  "route" text NOT NULL,
  "body_hash" text NOT NULL,
  "status" text DEFAULT 'running' NOT NULL,
  "response_status" integer,
  "response_type" text,
  "response_body" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "idempotency_keys_pk" PRIMARY KEY ("caller", "key"),
  CONSTRAINT "idempotency_keys_status" CHECK ("status" IN ('running', 'done'))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "idempotency_keys_created_idx" ON "idempotency_keys" ("created_at");
