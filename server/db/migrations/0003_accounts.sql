-- Accounts: customers, one-time codes, refresh tokens, guest sessions and favourites.
CREATE TABLE "users" (
  "id" serial PRIMARY KEY,
  "username" text NOT NULL,
  "email" text NOT NULL,
  "mobile" text NOT NULL,
  "password_hash" text NOT NULL,
  "verified_at" timestamp with time zone,
  "token_version" integer DEFAULT 0 NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "users_email_lower" CHECK ("email" = lower("email"))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_idx" ON "users" ("email");
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
  "id" serial PRIMARY KEY,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "purpose" text NOT NULL CHECK ("purpose" IN ('verify', 'reset')),
  "code_digest" text NOT NULL,
  "attempts" smallint DEFAULT 0 NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "one_time_codes_user_purpose_idx" ON "one_time_codes" ("user_id", "purpose");
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
  "id" serial PRIMARY KEY,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "token_digest" text NOT NULL UNIQUE,
  "expires_at" timestamp with time zone NOT NULL,
  "revoked_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" ("user_id");
--> statement-breakpoint
CREATE TABLE "sessions" (
  "id" serial PRIMARY KEY,
  "token_digest" text NOT NULL UNIQUE,
  "public_id" text NOT NULL UNIQUE,
  "user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourites" (
  "id" serial PRIMARY KEY,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "product_id" integer NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "favourites_user_product_idx" ON "favourites" ("user_id", "product_id");
