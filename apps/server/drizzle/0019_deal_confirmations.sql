CREATE TABLE "deal_confirmations" (
	"id" serial PRIMARY KEY NOT NULL,
	"verification_no" varchar(24) NOT NULL,
	"listing_id" integer NOT NULL,
	"deal_id" integer NOT NULL,
	"news_id" integer NOT NULL,
	"method" smallint NOT NULL,
	"auction_id" integer,
	"registration_id" integer NOT NULL,
	"buyer_user_id" integer NOT NULL,
	"buyer_name" varchar(100) NOT NULL,
	"bidder_code" varchar(8) DEFAULT '' NOT NULL,
	"seller_user_id" integer NOT NULL,
	"seller_name" varchar(100) NOT NULL,
	"product_id" varchar(60) NOT NULL,
	"product_name" varchar(100) NOT NULL,
	"quantity" varchar(60) DEFAULT '' NOT NULL,
	"price" numeric(14, 4) NOT NULL,
	"dealt_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deal_confirmations" ADD CONSTRAINT "deal_confirmations_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_confirmations" ADD CONSTRAINT "deal_confirmations_registration_id_listing_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."listing_registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deal_confirmations_no_unique" ON "deal_confirmations" USING btree ("verification_no");--> statement-breakpoint
CREATE UNIQUE INDEX "deal_confirmations_listing_unique" ON "deal_confirmations" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "deal_confirmations_buyer_idx" ON "deal_confirmations" USING btree ("buyer_user_id");