-- The courier an order was shipped with, by the name the customer reads ("India Post"), as it was
-- when the order shipped (shop.config.json's couriers may change later). Null: shipped with a
-- tracking URL only, or before couriers were listed.
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "courier" text;
