CREATE TABLE "certification_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company_name" varchar(100) NOT NULL,
	"credit_code" varchar(18) NOT NULL,
	"product_name" varchar(500) NOT NULL,
	"type" varchar(100) NOT NULL,
	"type_name" varchar(500) NOT NULL,
	"other" varchar(100) DEFAULT '' NOT NULL,
	"contact_name" varchar(50) NOT NULL,
	"contact_phone" varchar(11) NOT NULL,
	"contact_address" varchar(200) NOT NULL,
	"area_code" varchar(60) NOT NULL,
	"area_name" varchar(120) NOT NULL,
	"acceptance_status" smallint DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certification_organisations" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"img_path" varchar(255) DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certification_applications" ADD CONSTRAINT "certification_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certification_user_idx" ON "certification_applications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "certification_status_idx" ON "certification_applications" USING btree ("acceptance_status","updated_at");--> statement-breakpoint
CREATE INDEX "certification_product_trgm" ON "certification_applications" USING gin ("product_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "certification_organisations_sort_idx" ON "certification_organisations" USING btree ("sort","id");