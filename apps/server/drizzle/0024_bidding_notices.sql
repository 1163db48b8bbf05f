ALTER TABLE "users" ADD COLUMN "auction_open_notice" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "outbid_notice" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_registrations" ADD COLUMN "notice_sha256" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_registrations" ADD COLUMN "notice_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listing_registrations" ADD COLUMN "outbid_noticed_at" timestamp with time zone;