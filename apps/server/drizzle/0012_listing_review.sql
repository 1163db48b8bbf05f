ALTER TABLE "listings" ADD COLUMN "company_name" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "pending_revision" jsonb;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "first_reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "reviewed_at" timestamp with time zone;
--> statement-breakpoint
-- Listings published before this column keep the name their enterprise has now.
UPDATE "listings" SET "company_name" = "enterprises"."company_name" FROM "enterprises" WHERE "enterprises"."id" = "listings"."company_id";
