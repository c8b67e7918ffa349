CREATE TABLE "revisions" (
	"revision_id" serial PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"entity_key" text NOT NULL,
	"action" text NOT NULL,
	"saved_by" integer,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"record" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "researchers" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "seo_metadata" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "ui_translations" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_saved_by_users_user_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "revisions_entity_idx" ON "revisions" USING btree ("entity","entity_key","revision_id");
--> statement-breakpoint
-- Decision 0059: each write's row is recorded by the table's own triggers. The BEFORE trigger
-- takes the writer from updated_by (null at rest) into a transaction-local setting; the AFTER
-- trigger, which fires only for a row really written (not an ON CONFLICT DO NOTHING), records it.
CREATE FUNCTION revision_actor() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('bahith.revision_actor', coalesce(NEW.updated_by::text, ''), true);
  NEW.updated_by := NULL;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE FUNCTION record_revision() RETURNS trigger LANGUAGE plpgsql AS $$
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
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER services_revision_actor BEFORE INSERT OR UPDATE ON "services" FOR EACH ROW EXECUTE FUNCTION revision_actor();
--> statement-breakpoint
CREATE TRIGGER services_revision AFTER INSERT OR UPDATE ON "services" FOR EACH ROW EXECUTE FUNCTION record_revision('services', 'service_id');
--> statement-breakpoint
CREATE TRIGGER categories_revision_actor BEFORE INSERT OR UPDATE ON "categories" FOR EACH ROW EXECUTE FUNCTION revision_actor();
--> statement-breakpoint
CREATE TRIGGER categories_revision AFTER INSERT OR UPDATE ON "categories" FOR EACH ROW EXECUTE FUNCTION record_revision('categories', 'cat_id');
--> statement-breakpoint
CREATE TRIGGER blogs_revision_actor BEFORE INSERT OR UPDATE ON "blogs" FOR EACH ROW EXECUTE FUNCTION revision_actor();
--> statement-breakpoint
CREATE TRIGGER blogs_revision AFTER INSERT OR UPDATE ON "blogs" FOR EACH ROW EXECUTE FUNCTION record_revision('blogs', 'blog_id');
--> statement-breakpoint
CREATE TRIGGER testimonials_revision_actor BEFORE INSERT OR UPDATE ON "testimonials" FOR EACH ROW EXECUTE FUNCTION revision_actor();
--> statement-breakpoint
CREATE TRIGGER testimonials_revision AFTER INSERT OR UPDATE ON "testimonials" FOR EACH ROW EXECUTE FUNCTION record_revision('testimonials', 'testimonial_id');
--> statement-breakpoint
CREATE TRIGGER researchers_revision_actor BEFORE INSERT OR UPDATE ON "researchers" FOR EACH ROW EXECUTE FUNCTION revision_actor();
--> statement-breakpoint
CREATE TRIGGER researchers_revision AFTER INSERT OR UPDATE ON "researchers" FOR EACH ROW EXECUTE FUNCTION record_revision('researchers', 'researcher_id');
--> statement-breakpoint
CREATE TRIGGER faqs_revision_actor BEFORE INSERT OR UPDATE ON "faqs" FOR EACH ROW EXECUTE FUNCTION revision_actor();
--> statement-breakpoint
CREATE TRIGGER faqs_revision AFTER INSERT OR UPDATE ON "faqs" FOR EACH ROW EXECUTE FUNCTION record_revision('faqs', 'faq_id');
--> statement-breakpoint
CREATE TRIGGER seo_metadata_revision_actor BEFORE INSERT OR UPDATE ON "seo_metadata" FOR EACH ROW EXECUTE FUNCTION revision_actor();
--> statement-breakpoint
CREATE TRIGGER seo_metadata_revision AFTER INSERT OR UPDATE ON "seo_metadata" FOR EACH ROW EXECUTE FUNCTION record_revision('seo', 'path');
--> statement-breakpoint
CREATE TRIGGER ui_translations_revision_actor BEFORE INSERT OR UPDATE ON "ui_translations" FOR EACH ROW EXECUTE FUNCTION revision_actor();
--> statement-breakpoint
CREATE TRIGGER ui_translations_revision AFTER INSERT OR UPDATE ON "ui_translations" FOR EACH ROW EXECUTE FUNCTION record_revision('translations', 'id');
--> statement-breakpoint
CREATE TRIGGER site_settings_revision_actor BEFORE INSERT OR UPDATE ON "site_settings" FOR EACH ROW EXECUTE FUNCTION revision_actor();
--> statement-breakpoint
CREATE TRIGGER site_settings_revision AFTER INSERT OR UPDATE ON "site_settings" FOR EACH ROW EXECUTE FUNCTION record_revision('settings', 'id');
--> statement-breakpoint
-- What each item is before its first recorded save.
INSERT INTO revisions (entity, entity_key, action, record) SELECT 'services', "service_id"::text, 'create', to_jsonb(t) - 'updated_by' FROM "services" t;
--> statement-breakpoint
INSERT INTO revisions (entity, entity_key, action, record) SELECT 'categories', "cat_id"::text, 'create', to_jsonb(t) - 'updated_by' FROM "categories" t;
--> statement-breakpoint
INSERT INTO revisions (entity, entity_key, action, record) SELECT 'blogs', "blog_id"::text, 'create', to_jsonb(t) - 'updated_by' FROM "blogs" t;
--> statement-breakpoint
INSERT INTO revisions (entity, entity_key, action, record) SELECT 'testimonials', "testimonial_id"::text, 'create', to_jsonb(t) - 'updated_by' FROM "testimonials" t;
--> statement-breakpoint
INSERT INTO revisions (entity, entity_key, action, record) SELECT 'researchers', "researcher_id"::text, 'create', to_jsonb(t) - 'updated_by' FROM "researchers" t;
--> statement-breakpoint
INSERT INTO revisions (entity, entity_key, action, record) SELECT 'faqs', "faq_id"::text, 'create', to_jsonb(t) - 'updated_by' FROM "faqs" t;
--> statement-breakpoint
INSERT INTO revisions (entity, entity_key, action, record) SELECT 'seo', "path"::text, 'create', to_jsonb(t) - 'updated_by' FROM "seo_metadata" t;
--> statement-breakpoint
INSERT INTO revisions (entity, entity_key, action, record) SELECT 'translations', "id"::text, 'create', to_jsonb(t) - 'updated_by' FROM "ui_translations" t;
--> statement-breakpoint
INSERT INTO revisions (entity, entity_key, action, record) SELECT 'settings', "id"::text, 'create', to_jsonb(t) - 'updated_by' FROM "site_settings" t;
