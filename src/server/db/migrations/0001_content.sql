CREATE TABLE "blogs" (
	"blog_id" serial PRIMARY KEY NOT NULL,
	"blog_title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"blog_desc_md" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"blog_author" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"blog_header_url" text,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"creation_timestamp" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"cat_id" serial PRIMARY KEY NOT NULL,
	"cat_name" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cat_header_url" text,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"creation_timestamp" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "researchers" (
	"researcher_id" serial PRIMARY KEY NOT NULL,
	"researcher_name" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"researcher_position" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"researcher_bio" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"researcher_avatar_url" text,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"creation_timestamp" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"service_id" serial PRIMARY KEY NOT NULL,
	"service_name" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"service_long_name" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"service_desc" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"service_features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"service_header_url" text,
	"cat_id" integer,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"creation_timestamp" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"testimonial_id" serial PRIMARY KEY NOT NULL,
	"customer_name" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"customer_location" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"testimonial_message" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"customer_avatar_url" text,
	"testimonial_audio_url" text,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"creation_timestamp" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"message_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"number" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"is_read" integer[] DEFAULT '{}' NOT NULL,
	"is_spam" boolean DEFAULT false NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"creation_timestamp" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "requests" (
	"request_id" serial PRIMARY KEY NOT NULL,
	"request_name" text NOT NULL,
	"request_desc" text NOT NULL,
	"request_email" text NOT NULL,
	"request_phone" text NOT NULL,
	"request_address" text NOT NULL,
	"request_documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_read" integer[] DEFAULT '{}' NOT NULL,
	"is_spam" boolean DEFAULT false NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"creation_timestamp" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seo_metadata" (
	"path" text PRIMARY KEY NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"og_image" text DEFAULT '' NOT NULL,
	"og_type" text DEFAULT 'website' NOT NULL,
	"creation_timestamp" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"settings" jsonb NOT NULL,
	"creation_timestamp" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ui_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"en" text NOT NULL,
	"ar" text DEFAULT '' NOT NULL,
	"zh" text DEFAULT '' NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"creation_timestamp" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"key" text PRIMARY KEY NOT NULL,
	"mime" text NOT NULL,
	"size" bigint NOT NULL,
	"width" integer,
	"creation_timestamp" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_blobs" (
	"key" text PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_cat_id_categories_cat_id_fk" FOREIGN KEY ("cat_id") REFERENCES "public"."categories"("cat_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "services_cat_id_idx" ON "services" USING btree ("cat_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ui_translations_en_lower_idx" ON "ui_translations" USING btree (lower("en"));