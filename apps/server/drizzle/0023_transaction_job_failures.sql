CREATE TABLE "transaction_job_failures" (
	"listing_id" integer NOT NULL,
	"job" varchar(10) NOT NULL,
	"error" text NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"first_failed_at" timestamp with time zone NOT NULL,
	"last_failed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transaction_job_failures" ADD CONSTRAINT "transaction_job_failures_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "transaction_job_failures_pk" ON "transaction_job_failures" USING btree ("listing_id","job");