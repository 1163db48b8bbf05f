CREATE TABLE "auctions" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"state" varchar(10) DEFAULT 'open' NOT NULL,
	"start_price" numeric(14, 4) NOT NULL,
	"increment" numeric(14, 4) NOT NULL,
	"current_price" numeric(14, 4),
	"leader_registration_id" integer,
	"bid_count" integer DEFAULT 0 NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"timed_from" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"extension_minutes" integer NOT NULL,
	"pause_reason" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bids" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"auction_id" integer NOT NULL,
	"registration_id" integer NOT NULL,
	"amount" numeric(14, 4) NOT NULL,
	"version" integer NOT NULL,
	"placed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_closings" (
	"listing_id" integer NOT NULL,
	"window_end" timestamp with time zone NOT NULL,
	"outcome" smallint NOT NULL,
	"qualified" integer NOT NULL,
	"decided_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"company_name" varchar(100) NOT NULL,
	"contact_name" varchar(50) NOT NULL,
	"contact_phone" varchar(30) NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"bidder_code" varchar(8) DEFAULT '' NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_deposits" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration_id" integer NOT NULL,
	"provider" varchar(20) NOT NULL,
	"amount" numeric(14, 4) NOT NULL,
	"paid_on" date NOT NULL,
	"reference" varchar(60) NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"recorded_by" integer,
	"recorded_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_registration_id_listing_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."listing_registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_closings" ADD CONSTRAINT "listing_closings_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_registrations" ADD CONSTRAINT "listing_registrations_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_registrations" ADD CONSTRAINT "listing_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_registrations" ADD CONSTRAINT "listing_registrations_company_id_enterprises_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_deposits" ADD CONSTRAINT "registration_deposits_registration_id_listing_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."listing_registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auctions_listing_unique" ON "auctions" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "auctions_open_end_idx" ON "auctions" USING btree ("ends_at") WHERE "auctions"."state" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "bids_auction_amount_unique" ON "bids" USING btree ("auction_id","amount");--> statement-breakpoint
CREATE INDEX "bids_auction_version_idx" ON "bids" USING btree ("auction_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_closings_pk" ON "listing_closings" USING btree ("listing_id","window_end");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_registrations_live_unique" ON "listing_registrations" USING btree ("listing_id","company_id") WHERE "listing_registrations"."status" <> 3;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_registrations_bidder_code_unique" ON "listing_registrations" USING btree ("listing_id","bidder_code") WHERE "listing_registrations"."bidder_code" <> '';--> statement-breakpoint
CREATE INDEX "listing_registrations_user_idx" ON "listing_registrations" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listing_registrations_status_idx" ON "listing_registrations" USING btree ("status","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "registration_deposits_registration_unique" ON "registration_deposits" USING btree ("registration_id");