-- Search matches through the tsvector (typos are corrected against search_words first), so these
-- trigram indexes on whole names and descriptions are never used; they only slow product writes.
DROP INDEX IF EXISTS "products_name_trgm_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "products_description_trgm_idx";
