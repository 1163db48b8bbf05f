ALTER TABLE "auctions" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registration_deposits" ADD COLUMN "refunded_on" date;--> statement-breakpoint
ALTER TABLE "registration_deposits" ADD COLUMN "refund_reference" varchar(60) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "registration_deposits" ADD COLUMN "refunded_by" integer;--> statement-breakpoint
ALTER TABLE "registration_deposits" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "auctions_state_idx" ON "auctions" USING btree ("state","id" DESC NULLS LAST);