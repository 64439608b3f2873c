ALTER TABLE "posts" ADD COLUMN "ita_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "ita_content" text DEFAULT '' NOT NULL;