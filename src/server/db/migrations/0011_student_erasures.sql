CREATE TABLE "student_erasures" (
	"erasure_id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer NOT NULL,
	"requests" integer NOT NULL,
	"messages" integer NOT NULL,
	"files" integer NOT NULL,
	"creation_timestamp" timestamp with time zone DEFAULT now() NOT NULL
);
