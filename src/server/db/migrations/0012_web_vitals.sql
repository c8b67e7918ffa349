CREATE TABLE "web_vitals" (
	"vital_id" serial PRIMARY KEY NOT NULL,
	"template" text NOT NULL,
	"lang" text NOT NULL,
	"metric" text NOT NULL,
	"value" double precision NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "web_vitals_recorded_at_idx" ON "web_vitals" USING btree ("recorded_at");