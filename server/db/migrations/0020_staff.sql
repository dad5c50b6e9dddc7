-- The staff console's people (server/staff/): accounts of their own, never rows of "users", so a
-- customer's token can never open the console and a staff session never acts as a customer.
CREATE TABLE IF NOT EXISTS "staff" (
  "id" bigserial PRIMARY KEY,
  "email" text NOT NULL,
  "name" text DEFAULT '' NOT NULL,
  "role" text NOT NULL,
  -- invited: has a link, not yet enrolled; active: may sign in; removed: kept for the audit log's names.
  "status" text DEFAULT 'invited' NOT NULL,
  -- RFC 6238 secret (base32) once the authenticator app is confirmed; pending while enrolling.
  "totp_secret" text,
  "totp_pending" text,
  -- The 30-second step of the last code accepted: the same code is never accepted twice.
  "totp_last_step" bigint DEFAULT 0 NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "enrolled_at" timestamp with time zone,
  CONSTRAINT "staff_role" CHECK ("role" IN ('owner', 'packer', 'support')),
  CONSTRAINT "staff_status" CHECK ("status" IN ('invited', 'active', 'removed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "staff_email_idx" ON "staff" (lower("email"));
--> statement-breakpoint
-- Single-use links, valid 48 hours; only a digest of the token is kept.
CREATE TABLE IF NOT EXISTS "staff_invites" (
  "id" bigserial PRIMARY KEY,
  "staff_id" bigint NOT NULL REFERENCES "staff" ("id"),
  "token_digest" text NOT NULL UNIQUE,
  "expires_at" timestamp with time zone NOT NULL,
  "used_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "staff_passkeys" (
  -- The credential id, base64url.
  "id" text PRIMARY KEY,
  "staff_id" bigint NOT NULL REFERENCES "staff" ("id"),
  "public_key" bytea NOT NULL,
  "counter" bigint DEFAULT 0 NOT NULL,
  "transports" text DEFAULT '' NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "staff_passkeys_staff_idx" ON "staff_passkeys" ("staff_id");
--> statement-breakpoint
-- Ten per person, shown once at enrolment; kept as digests, each usable once.
CREATE TABLE IF NOT EXISTS "staff_recovery_codes" (
  "id" bigserial PRIMARY KEY,
  "staff_id" bigint NOT NULL REFERENCES "staff" ("id"),
  "code_digest" text NOT NULL,
  "used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "staff_recovery_codes_staff_idx" ON "staff_recovery_codes" ("staff_id");
--> statement-breakpoint
-- WebAuthn challenges, single use and short-lived, in the database so any process may verify.
CREATE TABLE IF NOT EXISTS "staff_challenges" (
  "challenge" text PRIMARY KEY,
  "purpose" text NOT NULL,
  "staff_id" bigint,
  "expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Sessions on the server, so a sign-out or a role change reaches every process at once. The cookie
-- holds a token; only its digest is kept. The device digest names the browser (a long-lived cookie)
-- so a sign-in from one never seen before e-mails the person.
CREATE TABLE IF NOT EXISTS "staff_sessions" (
  "id" text PRIMARY KEY,
  "token_digest" text NOT NULL UNIQUE,
  "staff_id" bigint NOT NULL REFERENCES "staff" ("id"),
  "device_digest" text NOT NULL,
  "label" text DEFAULT '' NOT NULL,
  "created_at" timestamp with time zone NOT NULL,
  "last_seen_at" timestamp with time zone NOT NULL,
  "verified_at" timestamp with time zone NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "staff_sessions_staff_idx" ON "staff_sessions" ("staff_id", "device_digest");
