CREATE TABLE "desk_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"mail_id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"request_id" integer,
	"message_id" integer,
	"to_address" text NOT NULL,
	"reply_to" text,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_by" integer,
	"creation_timestamp" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_request_id_requests_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("request_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_message_id_contact_messages_message_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."contact_messages"("message_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_request_idx" ON "mail_outbox" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_message_idx" ON "mail_outbox" USING btree ("message_id");