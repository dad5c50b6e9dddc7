-- One order lifecycle and one stock ledger (server/orders/lifecycle.ts, server/stock/ledger.ts).
--
-- Orders gain the state 'payment_review': a payment arrived for another amount than the order, and
-- only an operator may accept it. The CHECK lists the states of common/domain/order-lifecycle.ts
-- (tests/api/schema.test.ts keeps the two equal).
ALTER TABLE "orders" DROP CONSTRAINT "orders_status";
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status"
  CHECK ("status" IN ('awaiting_payment', 'paid', 'shipped', 'delivered', 'expired', 'payment_review'));
--> statement-breakpoint
-- Every status change: from what, to what, who made it (payment, system or operator) and why.
CREATE TABLE "order_transitions" (
  "id" serial PRIMARY KEY,
  "order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
  -- null for the order's first state, when it was placed.
  "from_status" text,
  "to_status" text NOT NULL,
  "actor" text NOT NULL,
  "note" text DEFAULT '' NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "order_transitions_actor" CHECK ("actor" IN ('payment', 'system', 'operator', 'customer'))
);
--> statement-breakpoint
CREATE INDEX "order_transitions_order_idx" ON "order_transitions" ("order_id", "id");
--> statement-breakpoint
-- Orders placed before this migration: their current state, as far as is known.
INSERT INTO "order_transitions" ("order_id", "from_status", "to_status", "actor", "note", "created_at")
SELECT "id", NULL, "status", 'system', 'state when the lifecycle was introduced', "updated_at" FROM "orders";
--> statement-breakpoint
-- The stock ledger: every change of a product's stock, in the transaction that makes it. On-hand
-- stock (products.stock_quantity, null counted as 0) always equals the sum of its movements.
CREATE TABLE "stock_movements" (
  "id" bigserial PRIMARY KEY,
  "product_id" integer NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
  "delta" integer NOT NULL,
  "reason" text NOT NULL,
  "order_id" integer REFERENCES "orders"("id") ON DELETE SET NULL,
  -- Who: 'checkout', 'expiry', 'payment', 'seed', 'import', 'operator' and the like.
  "actor" text NOT NULL,
  "note" text DEFAULT '' NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "stock_movements_delta" CHECK ("delta" <> 0),
  CONSTRAINT "stock_movements_reason" CHECK ("reason" IN ('opening', 'reserved', 'released', 'adjusted', 'returned'))
);
--> statement-breakpoint
CREATE INDEX "stock_movements_product_idx" ON "stock_movements" ("product_id", "id");
--> statement-breakpoint
CREATE INDEX "stock_movements_order_idx" ON "stock_movements" ("order_id") WHERE "order_id" IS NOT NULL;
--> statement-breakpoint
-- What is on hand now is where each product's ledger starts.
INSERT INTO "stock_movements" ("product_id", "delta", "reason", "actor", "note")
SELECT "id", "stock_quantity", 'opening', 'migration', 'on hand when the ledger was introduced'
FROM "products" WHERE COALESCE("stock_quantity", 0) <> 0;
--> statement-breakpoint
-- Secrets every process on one database must share (the payment sandbox's signing key), made once.
CREATE TABLE "shop_secrets" (
  "name" text PRIMARY KEY,
  "value" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
