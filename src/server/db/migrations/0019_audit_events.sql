CREATE TABLE "audit_events" (
	"event_id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"kind" text NOT NULL,
	"target" text DEFAULT '' NOT NULL,
	"ip" text,
	"details" jsonb
);
--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_user_idx" ON "audit_events" USING btree ("user_id","event_id");--> statement-breakpoint
CREATE INDEX "audit_events_kind_idx" ON "audit_events" USING btree ("kind","event_id");--> statement-breakpoint
CREATE INDEX "audit_events_at_idx" ON "audit_events" USING btree ("at");
--> statement-breakpoint
-- Decision 0060: a staff member's content write is an audit event too, written with its
-- revision (decision 0059). A write of nobody's (a seed, a cascade) is a version, not an act.
CREATE OR REPLACE FUNCTION record_revision() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_row jsonb := to_jsonb(NEW) - 'updated_by';
  act text := 'create';
  who integer := nullif(current_setting('bahith.revision_actor', true), '')::integer;
BEGIN
  -- A backup being restored brings its rows and their revisions as they were (backup/restore.ts).
  IF current_setting('bahith.restoring', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    IF next_row = to_jsonb(OLD) - 'updated_by' THEN
      RETURN NULL;
    END IF;
    act := 'save';
    IF (next_row->>'is_deleted') IS DISTINCT FROM (to_jsonb(OLD)->>'is_deleted') THEN
      act := CASE WHEN (next_row->>'is_deleted')::boolean THEN 'delete' ELSE 'restore' END;
    END IF;
    IF act = 'delete' THEN
      who := coalesce(who, (next_row->>'deleted_by')::integer);
    END IF;
  END IF;
  INSERT INTO revisions (entity, entity_key, action, saved_by, record)
    VALUES (TG_ARGV[0], next_row->>TG_ARGV[1], act, who, next_row);
  IF who IS NOT NULL THEN
    INSERT INTO audit_events (user_id, kind, target)
      VALUES (who, 'content.' || act, TG_ARGV[0] || ' #' || (next_row->>TG_ARGV[1]));
  END IF;
  RETURN NULL;
END $$;
