ALTER TABLE "users" ADD COLUMN "auction_open_notice" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "outbid_notice" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_registrations" ADD COLUMN "notice_sha256" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_registrations" ADD COLUMN "notice_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listing_registrations" ADD COLUMN "outbid_noticed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "messages_user_id_idx" ON "messages" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "deal_confirmations_seller_idx" ON "deal_confirmations" USING btree ("seller_user_id");--> statement-breakpoint
-- The about-us map fetches nothing from abroad by default (docs/accessibility.md "Maps"): a tile
-- setting still at the old shipped default goes back to none; one the exchange chose stays.
UPDATE "sys_config" SET "content" = '' WHERE "name" = 'map_tile_url' AND "content" = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';--> statement-breakpoint
UPDATE "sys_config" SET "content" = '' WHERE "name" = 'map_tile_attribution' AND "content" = '© OpenStreetMap contributors';
