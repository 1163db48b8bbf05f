-- Every statement that changes listings, or the categories whose names listing pages show, bumps
-- listing_changes.version in the same transaction. The public list cache (modules/trading/
-- listingListCache.ts) serves a cached page only while the version is the one it was computed at.
INSERT INTO "listing_changes" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_listing_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "listing_changes" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "listings_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "listings"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_listing_changes();
--> statement-breakpoint
CREATE TRIGGER "categories_changed_for_listings" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_listing_changes();
