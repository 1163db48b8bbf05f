CREATE TABLE "bank_statement_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"statement_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"line_hash" varchar(64) NOT NULL,
	"paid_on" date NOT NULL,
	"payer_name" varchar(100) NOT NULL,
	"payer_account" varchar(60) NOT NULL,
	"amount_yuan" numeric(16, 2) NOT NULL,
	"reference" varchar(200) NOT NULL,
	"registration_id" integer,
	"matched_by" varchar(10) DEFAULT '' NOT NULL,
	"outcome" varchar(10) NOT NULL,
	"note" varchar(100) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"src" varchar(200) NOT NULL,
	"imported_by" integer,
	"imported_at" timestamp with time zone NOT NULL,
	"line_count" integer NOT NULL,
	"new_lines" integer NOT NULL
);
--> statement-breakpoint
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
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_statement_id_bank_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."bank_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_entries" ADD CONSTRAINT "deposit_entries_registration_id_listing_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."listing_registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_lines_hash_unique" ON "bank_statement_lines" USING btree ("line_hash");--> statement-breakpoint
CREATE INDEX "bank_statement_lines_statement_idx" ON "bank_statement_lines" USING btree ("statement_id","line_no");--> statement-breakpoint
CREATE INDEX "bank_statement_lines_outcome_idx" ON "bank_statement_lines" USING btree ("outcome","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "deposit_entries_registration_idx" ON "deposit_entries" USING btree ("registration_id","id");--> statement-breakpoint
CREATE INDEX "registration_deposits_status_idx" ON "registration_deposits" USING btree ("status","recorded_at" DESC NULLS LAST,"id" DESC NULLS LAST);