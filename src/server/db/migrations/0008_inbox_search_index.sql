-- pg_trgm ships with PostgreSQL (contrib) and as a PGlite extension (db/client.ts loads it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "contact_messages_search_text_idx" ON "contact_messages" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_messages_newest_idx" ON "contact_messages" USING btree ("creation_timestamp","message_id");--> statement-breakpoint
CREATE INDEX "requests_search_text_idx" ON "requests" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "requests_newest_idx" ON "requests" USING btree ("creation_timestamp","request_id");