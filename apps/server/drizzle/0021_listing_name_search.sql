DROP INDEX "listings_public_order_idx";--> statement-breakpoint
DROP INDEX "listings_name_trgm";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "product_name_folded" text GENERATED ALWAYS AS (lower(product_name)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "listings_public_order_idx" ON "listings" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST,"product_name_folded") WHERE "listings"."is_public";--> statement-breakpoint
CREATE INDEX "listings_name_trgm" ON "listings" USING gin ("product_name_folded" gin_trgm_ops);