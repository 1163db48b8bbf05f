CREATE TABLE "deposit_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"registration_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"staff_id" integer,
	"amount" numeric(14, 4),
	"on_date" date,
	"reference" varchar(60) DEFAULT '' NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "registration_deposits" ADD COLUMN "confirmed_by" integer;--> statement-breakpoint
ALTER TABLE "registration_deposits" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registration_deposits" ADD COLUMN "refund_confirmed_by" integer;--> statement-breakpoint
ALTER TABLE "registration_deposits" ADD COLUMN "refund_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deposit_entries" ADD CONSTRAINT "deposit_entries_registration_id_listing_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."listing_registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposit_entries_registration_idx" ON "deposit_entries" USING btree ("registration_id","id");--> statement-breakpoint
CREATE INDEX "registration_deposits_status_idx" ON "registration_deposits" USING btree ("status","recorded_at" DESC NULLS LAST,"id" DESC NULLS LAST);