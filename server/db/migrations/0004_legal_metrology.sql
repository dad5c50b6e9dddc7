-- Legal Metrology declarations are rendered when a product is read (MRP from the price, net
-- quantity and best before from these columns, manufacturer and consumer care from the company
-- details), so the MRP follows every price change.
ALTER TABLE "products" ADD COLUMN "net_quantity" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "shelf_life_months" smallint;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "best_before_note" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_shelf_life_positive" CHECK ("shelf_life_months" IS NULL OR "shelf_life_months" > 0);
--> statement-breakpoint
-- Catalogues seeded before this migration carry the declarations inside additional_info: move
-- net quantity and best before into the columns, and keep only the product's own facts there.
UPDATE "products" AS p SET
  "net_quantity" = COALESCE(
    replace(replace(replace(replace(
      regexp_replace(old.net, ' \(also available in .*$', ''),
      '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&amp;', '&'),
    ''),
  "shelf_life_months" = substring(old.best from '^([0-9]+) months from manufacture')::smallint,
  "best_before_note" = COALESCE(
    replace(substring(old.best from '^[0-9]+ months from manufacture(?:; | \()(.*[^)])\)?$'), '&amp;', '&'),
    ''),
  "additional_info" = replace(
    regexp_replace(
      regexp_replace(p."additional_info", '<caption>Declarations under the Legal Metrology[^<]*</caption>', ''),
      '<tr><th scope="row">(MRP|MRP of other sizes|Net quantity|Manufactured &amp; marketed by|Country of origin|Month &amp; year of manufacture|Best before|Consumer care)</th><td>[^<]*</td></tr>',
      '', 'g'),
    'legal-declarations', 'product-facts')
FROM (
  SELECT "id",
         substring("additional_info" from '<th scope="row">Net quantity</th><td>([^<]*)</td>') AS net,
         substring("additional_info" from '<th scope="row">Best before</th><td>([^<]*)</td>') AS best
  FROM "products"
  WHERE "additional_info" LIKE '%legal-declarations%'
) AS old
WHERE old."id" = p."id";
