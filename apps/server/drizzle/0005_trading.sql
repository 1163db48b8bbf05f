CREATE TABLE "deals" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer,
	"product_name" varchar(100) NOT NULL,
	"zone_name" varchar(20) NOT NULL,
	"area_code" varchar(60) DEFAULT '' NOT NULL,
	"product_type" integer NOT NULL,
	"product_category" integer NOT NULL,
	"quantity" varchar(60) DEFAULT '' NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"transferee_name" varchar(100) DEFAULT '' NOT NULL,
	"trade_time" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"product_id" varchar(24) NOT NULL,
	"form_type" smallint NOT NULL,
	"product_name" varchar(100) NOT NULL,
	"first_category" integer NOT NULL,
	"second_category" integer NOT NULL,
	"area_code" varchar(60) DEFAULT '' NOT NULL,
	"area_name" varchar(120) NOT NULL,
	"address" varchar(200) DEFAULT '' NOT NULL,
	"price" varchar(60) NOT NULL,
	"quantity" varchar(60) DEFAULT '' NOT NULL,
	"margin_level" numeric(6, 2),
	"margin_money" varchar(60) DEFAULT '' NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"contacts_name" varchar(50) NOT NULL,
	"contacts_phone" varchar(30) NOT NULL,
	"product_img" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"product_desc" text DEFAULT '' NOT NULL,
	"transfer_name" varchar(100) DEFAULT '' NOT NULL,
	"show_transfer_name" smallint DEFAULT 1 NOT NULL,
	"transfer_type" integer,
	"transfer_idcard" varchar(18) DEFAULT '' NOT NULL,
	"transfer_code" varchar(18) DEFAULT '' NOT NULL,
	"show_transfer_code" smallint DEFAULT 1 NOT NULL,
	"internal_decision_type" integer,
	"pay_type" text DEFAULT '' NOT NULL,
	"other_condition" text DEFAULT '' NOT NULL,
	"enroll_file" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"transferee" text DEFAULT '' NOT NULL,
	"important_content" text DEFAULT '' NOT NULL,
	"pay_deadline" varchar(100) DEFAULT '' NOT NULL,
	"pay_msg" text DEFAULT '' NOT NULL,
	"account_name" varchar(100) DEFAULT '' NOT NULL,
	"open_bank" varchar(100) DEFAULT '' NOT NULL,
	"account" varchar(40) DEFAULT '' NOT NULL,
	"margin_money_method" text DEFAULT '' NOT NULL,
	"disclosure_file" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notice_time" varchar(60) DEFAULT '' NOT NULL,
	"potential_buyer" smallint,
	"nopotential_buyer" text DEFAULT '' NOT NULL,
	"pin" varchar(60) DEFAULT '' NOT NULL,
	"free" numeric(14, 4),
	"amount" varchar(60) DEFAULT '' NOT NULL,
	"trade_deadline" varchar(60) DEFAULT '' NOT NULL,
	"forest_seen" varchar(100) DEFAULT '' NOT NULL,
	"tree_seed" varchar(100) DEFAULT '' NOT NULL,
	"tree_amount" varchar(60) DEFAULT '' NOT NULL,
	"cfqx" varchar(60) DEFAULT '' NOT NULL,
	"com_time" varchar(60) DEFAULT '' NOT NULL,
	"transferee_re" text DEFAULT '' NOT NULL,
	"internal_res" varchar(200) DEFAULT '' NOT NULL,
	"trade_m" varchar(60) DEFAULT '' NOT NULL,
	"linquan_id" varchar(60) DEFAULT '' NOT NULL,
	"warrants_area" varchar(60) DEFAULT '' NOT NULL,
	"other_user" varchar(200) DEFAULT '' NOT NULL,
	"wander_year" varchar(60) DEFAULT '' NOT NULL,
	"main_trees" varchar(100) DEFAULT '' NOT NULL,
	"deve_req" text DEFAULT '' NOT NULL,
	"dis_matters" text DEFAULT '' NOT NULL,
	"product_file" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"audit_status" smallint DEFAULT 0 NOT NULL,
	"audit_type" smallint DEFAULT 1 NOT NULL,
	"audit_remark" text DEFAULT '' NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"closed_status" smallint,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_company_id_enterprises_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deals_trade_time_idx" ON "deals" USING btree ("trade_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "deals_type_idx" ON "deals" USING btree ("product_type","trade_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "deals_category_idx" ON "deals" USING btree ("product_category","trade_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "deals_zone_idx" ON "deals" USING btree ("zone_name","trade_time");--> statement-breakpoint
CREATE INDEX "deals_listing_idx" ON "deals" USING btree ("listing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "listings_product_id_unique" ON "listings" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "listings_public_order_idx" ON "listings" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "listings"."is_public";--> statement-breakpoint
CREATE INDEX "listings_public_class_idx" ON "listings" USING btree ("second_category","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "listings"."is_public";--> statement-breakpoint
CREATE INDEX "listings_public_group_idx" ON "listings" USING btree ("first_category","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "listings"."is_public";--> statement-breakpoint
CREATE INDEX "listings_public_closed_idx" ON "listings" USING btree ("closed_status","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "listings"."is_public" AND "listings"."closed_status" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "listings_public_open_end_idx" ON "listings" USING btree ("end_time","start_time") WHERE "listings"."is_public" AND "listings"."closed_status" IS NULL;--> statement-breakpoint
CREATE INDEX "listings_public_open_start_idx" ON "listings" USING btree ("start_time") WHERE "listings"."is_public" AND "listings"."closed_status" IS NULL;--> statement-breakpoint
CREATE INDEX "listings_name_trgm" ON "listings" USING gin ("product_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "listings_user_idx" ON "listings" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listings_company_idx" ON "listings" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "listings_audit_idx" ON "listings" USING btree ("audit_status","audit_type","updated_at");