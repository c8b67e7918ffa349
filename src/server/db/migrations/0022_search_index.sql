CREATE TABLE "search_entries" (
	"entity" text NOT NULL,
	"item_id" integer NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"title_words" text NOT NULL,
	"words" text NOT NULL,
	CONSTRAINT "search_entries_entity_item_id_lang_pk" PRIMARY KEY("entity","item_id","lang")
);
--> statement-breakpoint
CREATE INDEX "search_entries_words_ar_idx" ON "search_entries" USING gin ("words" gin_trgm_ops) WHERE lang = 'ar';--> statement-breakpoint
CREATE INDEX "search_entries_title_ar_idx" ON "search_entries" USING gin ("title_words" gin_trgm_ops) WHERE lang = 'ar';--> statement-breakpoint
CREATE INDEX "search_entries_words_en_idx" ON "search_entries" USING gin ("words" gin_trgm_ops) WHERE lang = 'en';--> statement-breakpoint
CREATE INDEX "search_entries_title_en_idx" ON "search_entries" USING gin ("title_words" gin_trgm_ops) WHERE lang = 'en';--> statement-breakpoint
CREATE INDEX "search_entries_words_zh_idx" ON "search_entries" USING gin ("words" gin_trgm_ops) WHERE lang = 'zh';--> statement-breakpoint
CREATE INDEX "search_entries_title_zh_idx" ON "search_entries" USING gin ("title_words" gin_trgm_ops) WHERE lang = 'zh';
--> statement-breakpoint
-- Decision 0065: text as the search compares it, the same on PGlite and PostgreSQL.
-- Arabic as decision 0028's fold writes it (lower case; diacritics U+064B–U+065F, the dagger
-- alef U+0670 and the tatweel U+0640 left out; أ إ آ ٱ as ا, ى as ي, ة as ه), then without
-- the article and the particles before it (ال، وال، بال، كال، فال، لل) where two letters or
-- more remain, as Lucene's Arabic stemmer takes them off: "التَّرْجَمَة", "الترجمه" and
-- "ترجمة" are all "ترجمه". English stemmed by PostgreSQL's own Snowball stemmer. Chinese
-- lower-cased as written (the query is cut into pairs of characters).
CREATE FUNCTION search_words(body text, lang text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE lang
    WHEN 'en' THEN array_to_string(tsvector_to_array(to_tsvector('english'::regconfig, coalesce(body, ''))), ' ')
    WHEN 'ar' THEN regexp_replace(
      lower(translate(regexp_replace(coalesce(body, ''), '[\u064B-\u065F\u0670\u0640]', '', 'g'), 'أإآٱىة', 'اااايه')),
      '(^|[^[:alnum:]ا-ي])(و?[بكف]?ال|لل)(?=[ا-ي]{2})', '\1', 'g')
    ELSE lower(coalesce(body, ''))
  END
$$;
--> statement-breakpoint
-- One trigger function for the four tables: its arguments name the entity, the id column,
-- the title column and the text columns (a language map each, or an array of them).
CREATE FUNCTION index_for_search() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_entity text := TG_ARGV[0];
  v_id_col text := TG_ARGV[1];
  v_title_col text := TG_ARGV[2];
  v_row jsonb;
  v_lang text;
  v_text text;
  v_value jsonb;
  v_i integer;
BEGIN
  -- A backup being restored brings its search entries as they were (backup/restore.ts).
  IF current_setting('bahith.restoring', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM search_entries
      WHERE entity = v_entity AND item_id = (to_jsonb(OLD) ->> v_id_col)::integer;
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN NULL;
  END IF;
  v_row := to_jsonb(NEW);
  IF (v_row ->> 'is_deleted')::boolean THEN
    RETURN NULL;
  END IF;
  FOREACH v_lang IN ARRAY ARRAY['ar', 'en', 'zh'] LOOP
    v_text := '';
    FOR v_i IN 3 .. TG_NARGS - 1 LOOP
      v_value := v_row -> TG_ARGV[v_i];
      IF jsonb_typeof(v_value) = 'array' THEN
        v_text := v_text || ' ' || coalesce((SELECT string_agg(e ->> v_lang, ' ') FROM jsonb_array_elements(v_value) e), '');
      ELSE
        v_text := v_text || ' ' || coalesce(v_value ->> v_lang, '');
      END IF;
    END LOOP;
    INSERT INTO search_entries (entity, item_id, lang, title, title_words, words)
      VALUES (v_entity, (v_row ->> v_id_col)::integer, v_lang, coalesce(v_row -> v_title_col ->> v_lang, ''),
        search_words(v_row -> v_title_col ->> v_lang, v_lang), search_words(v_text, v_lang))
      ON CONFLICT (entity, item_id, lang)
        DO UPDATE SET title = EXCLUDED.title, title_words = EXCLUDED.title_words, words = EXCLUDED.words;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A table emptied at once (the demo content's reset truncates them) empties its entries.
CREATE FUNCTION forget_for_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('bahith.restoring', true) = 'on' THEN
    RETURN NULL;
  END IF;
  DELETE FROM search_entries WHERE entity = TG_ARGV[0];
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER services_search AFTER INSERT OR UPDATE OR DELETE ON "services" FOR EACH ROW EXECUTE FUNCTION index_for_search('service', 'service_id', 'service_name', 'service_name', 'service_long_name', 'service_desc', 'service_features');
--> statement-breakpoint
CREATE TRIGGER blogs_search AFTER INSERT OR UPDATE OR DELETE ON "blogs" FOR EACH ROW EXECUTE FUNCTION index_for_search('blog', 'blog_id', 'blog_title', 'blog_title', 'blog_author', 'blog_desc_md');
--> statement-breakpoint
CREATE TRIGGER faqs_search AFTER INSERT OR UPDATE OR DELETE ON "faqs" FOR EACH ROW EXECUTE FUNCTION index_for_search('faq', 'faq_id', 'faq_question', 'faq_question', 'faq_answer');
--> statement-breakpoint
CREATE TRIGGER researchers_search AFTER INSERT OR UPDATE OR DELETE ON "researchers" FOR EACH ROW EXECUTE FUNCTION index_for_search('researcher', 'researcher_id', 'researcher_name', 'researcher_name', 'researcher_position', 'researcher_bio');
--> statement-breakpoint
CREATE TRIGGER services_search_truncate AFTER TRUNCATE ON "services" FOR EACH STATEMENT EXECUTE FUNCTION forget_for_search('service');
--> statement-breakpoint
CREATE TRIGGER blogs_search_truncate AFTER TRUNCATE ON "blogs" FOR EACH STATEMENT EXECUTE FUNCTION forget_for_search('blog');
--> statement-breakpoint
CREATE TRIGGER faqs_search_truncate AFTER TRUNCATE ON "faqs" FOR EACH STATEMENT EXECUTE FUNCTION forget_for_search('faq');
--> statement-breakpoint
CREATE TRIGGER researchers_search_truncate AFTER TRUNCATE ON "researchers" FOR EACH STATEMENT EXECUTE FUNCTION forget_for_search('researcher');
--> statement-breakpoint
-- What is already there: each live row written again to itself indexes it (an unchanged
-- row makes no revision: decision 0059's trigger skips it).
UPDATE "services" SET service_id = service_id WHERE NOT is_deleted;
--> statement-breakpoint
UPDATE "blogs" SET blog_id = blog_id WHERE NOT is_deleted;
--> statement-breakpoint
UPDATE "faqs" SET faq_id = faq_id WHERE NOT is_deleted;
--> statement-breakpoint
UPDATE "researchers" SET researcher_id = researcher_id WHERE NOT is_deleted;
