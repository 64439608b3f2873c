ALTER TABLE "publish_state" ADD COLUMN "build_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "publish_state" ADD COLUMN "last_build_ms" integer;