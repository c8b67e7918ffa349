CREATE TABLE "request_events" (
	"event_id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"kind" text NOT NULL,
	"actor_id" integer,
	"body" text DEFAULT '' NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"creation_timestamp" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "request_ref" text DEFAULT upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 12)) NOT NULL;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "request_status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "service_id" integer;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "request_lang" text DEFAULT 'ar' NOT NULL;--> statement-breakpoint
ALTER TABLE "request_events" ADD CONSTRAINT "request_events_request_id_requests_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("request_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_events_request_idx" ON "request_events" USING btree ("request_id","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "requests_ref_idx" ON "requests" USING btree ("request_ref");--> statement-breakpoint
-- Requests from before the desk stood where they were since they arrived.
UPDATE "requests" SET "status_changed_at" = "creation_timestamp";
