CREATE TABLE "enterprises" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company_name" varchar(100) NOT NULL,
	"credit_code" varchar(18) NOT NULL,
	"id_type" integer NOT NULL,
	"area_code" varchar(60) NOT NULL,
	"area_name" varchar(120) NOT NULL,
	"address" varchar(200) NOT NULL,
	"company_desc" text DEFAULT '' NOT NULL,
	"legal_name" varchar(50) NOT NULL,
	"legal_code" varchar(18) NOT NULL,
	"legal_mobile" varchar(11) NOT NULL,
	"contant_name" varchar(50) NOT NULL,
	"contant_code" varchar(18) NOT NULL,
	"contant_mobile" varchar(11) NOT NULL,
	"business_license_file" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"handheld_idcard_file" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"operator_idcard_file" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"authorize_file" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"membership" smallint DEFAULT 0 NOT NULL,
	"auth_status" smallint DEFAULT -1 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enterprises" ADD CONSTRAINT "enterprises_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enterprises_user_idx" ON "enterprises" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "enterprises_status_idx" ON "enterprises" USING btree ("auth_status","updated_at");--> statement-breakpoint
CREATE INDEX "enterprises_name_trgm" ON "enterprises" USING gin ("company_name" gin_trgm_ops);