ALTER TABLE "messages" ADD COLUMN "reply" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "replied_by" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_replied_by_customers_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;