CREATE TABLE "faqs" (
	"faq_id" serial PRIMARY KEY NOT NULL,
	"faq_question" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"faq_answer" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"faq_order" integer DEFAULT 0 NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer,
	"creation_timestamp" timestamp with time zone DEFAULT now() NOT NULL
);
