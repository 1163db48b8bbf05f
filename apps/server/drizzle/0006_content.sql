CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_type" smallint NOT NULL,
	"title" varchar(200) NOT NULL,
	"intro" varchar(500) DEFAULT '' NOT NULL,
	"source" varchar(100) DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"img_path" varchar(255) DEFAULT '' NOT NULL,
	"published" smallint DEFAULT 0 NOT NULL,
	"pub_time" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"new_type" smallint NOT NULL,
	"title" varchar(200) NOT NULL,
	"intro" varchar(500) DEFAULT '' NOT NULL,
	"source" varchar(100) DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"img_path" varchar(255) DEFAULT '' NOT NULL,
	"home_img" varchar(255) DEFAULT '' NOT NULL,
	"add_way" smallint DEFAULT 0 NOT NULL,
	"link" varchar(500) DEFAULT '' NOT NULL,
	"pdf_file" varchar(255) DEFAULT '' NOT NULL,
	"is_top" smallint DEFAULT 0 NOT NULL,
	"zone_id" integer,
	"published" smallint DEFAULT 0 NOT NULL,
	"pub_time" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "articles_public_idx" ON "articles" USING btree ("article_type","pub_time" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "articles"."published" = 1;--> statement-breakpoint
CREATE INDEX "articles_public_all_idx" ON "articles" USING btree ("pub_time" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "articles"."published" = 1;--> statement-breakpoint
CREATE INDEX "articles_console_idx" ON "articles" USING btree ("article_type","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_title_trgm" ON "articles" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "news_items_public_idx" ON "news_items" USING btree ("new_type","pub_time" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "news_items"."published" = 1;--> statement-breakpoint
CREATE INDEX "news_items_public_all_idx" ON "news_items" USING btree ("pub_time" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "news_items"."published" = 1;--> statement-breakpoint
CREATE INDEX "news_items_top_idx" ON "news_items" USING btree ("pub_time" DESC NULLS LAST) WHERE "news_items"."published" = 1 AND "news_items"."is_top" = 1;--> statement-breakpoint
CREATE INDEX "news_items_zone_idx" ON "news_items" USING btree ("zone_id","pub_time" DESC NULLS LAST) WHERE "news_items"."published" = 1 AND "news_items"."zone_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "news_items_console_idx" ON "news_items" USING btree ("new_type","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "news_items_title_trgm" ON "news_items" USING gin ("title" gin_trgm_ops);