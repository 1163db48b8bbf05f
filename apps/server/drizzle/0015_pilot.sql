CREATE TABLE "display_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"zone_id" integer NOT NULL,
	"category" integer NOT NULL,
	"product_name" varchar(100) NOT NULL,
	"product_type" varchar(200) NOT NULL,
	"product_type_name" varchar(500) NOT NULL,
	"honor" varchar(200) DEFAULT '' NOT NULL,
	"honor_name" varchar(1000) DEFAULT '' NOT NULL,
	"product_season" varchar(50) DEFAULT '' NOT NULL,
	"product_season_name" varchar(100) DEFAULT '' NOT NULL,
	"contact_name" varchar(50) NOT NULL,
	"contact_phone" varchar(11) NOT NULL,
	"product_img" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"product_desc" text DEFAULT '' NOT NULL,
	"audit_status" smallint DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"short_name" varchar(20) DEFAULT '' NOT NULL,
	"category" integer NOT NULL,
	"province" varchar(2) NOT NULL,
	"prefecture" varchar(4) DEFAULT '' NOT NULL,
	"zone_desc" text DEFAULT '' NOT NULL,
	"counties" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"lng" numeric(9, 6) DEFAULT '0' NOT NULL,
	"lat" numeric(9, 6) DEFAULT '0' NOT NULL,
	"img" varchar(255) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "display_products" ADD CONSTRAINT "display_products_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "display_products" ADD CONSTRAINT "display_products_company_id_enterprises_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "display_products" ADD CONSTRAINT "display_products_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "display_products_zone_idx" ON "display_products" USING btree ("zone_id","audit_status","category","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "display_products_user_idx" ON "display_products" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "display_products_status_idx" ON "display_products" USING btree ("audit_status","updated_at");--> statement-breakpoint
CREATE INDEX "zones_category_idx" ON "zones" USING btree ("category","sort","id");