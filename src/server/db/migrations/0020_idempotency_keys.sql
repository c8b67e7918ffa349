CREATE TABLE "idempotency_keys" (
	"route" text NOT NULL,
	"key" text NOT NULL,
	"body_hash" text NOT NULL,
	"status" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_route_key_pk" PRIMARY KEY("route","key")
);
