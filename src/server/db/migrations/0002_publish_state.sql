CREATE TABLE "publish_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"changed_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"requested_at" timestamp with time zone,
	CONSTRAINT "publish_state_single_row" CHECK ("publish_state"."id" = 1)
);
