-- Products seeded before this migration promised their own dispatch times ('Ships in 1-2 business
-- days' and the like) against the shop's 8–10 business days in the header and the Shipping page.
-- Those seeded texts now read the policy's promise (DISPATCH_TIME in common/domain/policy.ts, which
-- tests/unit/policy.test.ts keeps equal to this text); a text an operator wrote is left alone.
UPDATE "products" SET "dispatch_time" = '8–10 business days', "updated_at" = now()
WHERE "dispatch_time" IN (
  'Ships in 1-2 business days',
  'Ships in 2-3 business days',
  'Ships in 2-4 business days',
  'Ships in 3-5 business days',
  'Ships in 4-6 business days',
  'Ships in 5-7 business days by freight'
);
