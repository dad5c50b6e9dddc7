-- Cart, addresses, orders, their lines, payment events and the local payment sandbox's own orders.
-- Money is integer paise (bigint); a line's price is a snapshot taken when the order is placed.
-- (products already refuses a negative stock: products_stock_not_negative.)
CREATE TABLE "cart_items" (
  "id" serial PRIMARY KEY,
  "user_id" integer REFERENCES "users"("id") ON DELETE CASCADE,
  "session_id" integer REFERENCES "sessions"("id") ON DELETE CASCADE,
  "product_id" integer NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
  "size_id" integer REFERENCES "product_sizes"("id") ON DELETE CASCADE,
  -- The chosen option ids, sorted ascending: one line per product, size and set of options.
  "option_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "quantity" integer NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "cart_items_one_owner" CHECK (("user_id" IS NULL) <> ("session_id" IS NULL)),
  CONSTRAINT "cart_items_quantity_positive" CHECK ("quantity" > 0),
  CONSTRAINT "cart_items_option_ids_array" CHECK (jsonb_typeof("option_ids") = 'array')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_user_line_idx" ON "cart_items" ("user_id", "product_id", COALESCE("size_id", 0), "option_ids") WHERE "user_id" IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_session_line_idx" ON "cart_items" ("session_id", "product_id", COALESCE("size_id", 0), "option_ids") WHERE "session_id" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE "addresses" (
  "id" serial PRIMARY KEY,
  "user_id" integer UNIQUE REFERENCES "users"("id") ON DELETE CASCADE,
  "session_id" integer UNIQUE REFERENCES "sessions"("id") ON DELETE CASCADE,
  "name" text NOT NULL,
  "street" text NOT NULL,
  "city" text NOT NULL,
  "state" text NOT NULL,
  "country" text NOT NULL,
  "postal_code" text NOT NULL,
  "phone" text NOT NULL,
  "email" text NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "addresses_one_owner" CHECK (("user_id" IS NULL) <> ("session_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "orders" (
  "id" serial PRIMARY KEY,
  "order_no" text NOT NULL UNIQUE,
  "user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "session_id" integer REFERENCES "sessions"("id") ON DELETE SET NULL,
  -- 'u:{userId}' or 's:{sessionId}': who placed it, kept even if the session row goes; scopes idempotency keys.
  "owner_key" text NOT NULL,
  "status" text DEFAULT 'awaiting_payment' NOT NULL,
  "currency" text DEFAULT 'INR' NOT NULL,
  "subtotal_paise" bigint NOT NULL,
  "delivery_paise" bigint NOT NULL,
  "coupon_code" text,
  "coupon_discount_paise" bigint DEFAULT 0 NOT NULL,
  "total_paise" bigint NOT NULL,
  "ship_name" text NOT NULL,
  "ship_street" text NOT NULL,
  "ship_city" text NOT NULL,
  "ship_state" text NOT NULL,
  "ship_country" text NOT NULL,
  "ship_postal_code" text NOT NULL,
  "ship_phone" text NOT NULL,
  "ship_email" text NOT NULL,
  "bill_name" text NOT NULL,
  "bill_street" text NOT NULL,
  "bill_city" text NOT NULL,
  "bill_state" text NOT NULL,
  "bill_country" text NOT NULL,
  "bill_postal_code" text NOT NULL,
  "bill_phone" text NOT NULL,
  "bill_email" text NOT NULL,
  "provider" text NOT NULL,
  "provider_order_id" text UNIQUE,
  "payment_id" text,
  "idempotency_key" text,
  "request_hash" text NOT NULL,
  -- Why an order needs a person: an amount that differs from the order, stock short after a late payment.
  "flag" text,
  "last_payment_error" text,
  "stock_released" boolean DEFAULT false NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  "paid_at" timestamp with time zone,
  CONSTRAINT "orders_status" CHECK ("status" IN ('awaiting_payment', 'paid', 'expired', 'shipped', 'delivered')),
  CONSTRAINT "orders_order_no" CHECK ("order_no" ~ '^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{8}$'),
  CONSTRAINT "orders_amounts" CHECK ("subtotal_paise" >= 0 AND "delivery_paise" >= 0 AND "coupon_discount_paise" >= 0 AND "total_paise" >= 0),
  CONSTRAINT "orders_provider" CHECK ("provider" IN ('razorpay', 'sandbox'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_idx" ON "orders" ("owner_key", "idempotency_key") WHERE "idempotency_key" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" ("user_id");
--> statement-breakpoint
CREATE INDEX "orders_session_idx" ON "orders" ("session_id");
--> statement-breakpoint
CREATE INDEX "orders_awaiting_idx" ON "orders" ("created_at") WHERE "status" = 'awaiting_payment';
--> statement-breakpoint
CREATE TABLE "order_items" (
  "id" serial PRIMARY KEY,
  "order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
  -- The cart line it came from (the line leaves the cart when the order is paid).
  "cart_item_id" integer,
  "product_id" integer REFERENCES "products"("id") ON DELETE SET NULL,
  "product_name" text NOT NULL,
  "size_id" integer,
  "size_value" text DEFAULT '' NOT NULL,
  "options" jsonb DEFAULT '[]'::jsonb NOT NULL,
  -- One unit after the product's discount plus the size add-on.
  "unit_price_paise" bigint NOT NULL,
  "list_price_paise" bigint NOT NULL,
  "quantity" integer NOT NULL,
  "line_total_paise" bigint NOT NULL,
  CONSTRAINT "order_items_quantity_positive" CHECK ("quantity" > 0),
  CONSTRAINT "order_items_amounts" CHECK ("unit_price_paise" >= 0 AND "line_total_paise" >= 0)
);
--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" ("order_id");
--> statement-breakpoint
CREATE TABLE "payment_events" (
  "id" serial PRIMARY KEY,
  "provider" text NOT NULL,
  "event_id" text NOT NULL,
  "type" text NOT NULL,
  "provider_order_id" text,
  "payload" jsonb NOT NULL,
  "received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_event_idx" ON "payment_events" ("provider", "event_id");
--> statement-breakpoint
CREATE TABLE "sandbox_orders" (
  "id" text PRIMARY KEY,
  "amount" bigint NOT NULL,
  "currency" text DEFAULT 'INR' NOT NULL,
  "receipt" text NOT NULL,
  "status" text DEFAULT 'created' NOT NULL,
  "payment_id" text,
  "amount_paid" bigint DEFAULT 0 NOT NULL,
  "attempts" integer DEFAULT 0 NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "sandbox_orders_status" CHECK ("status" IN ('created', 'attempted', 'paid'))
);
