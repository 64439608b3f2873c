DROP INDEX "orders_placed_idx";--> statement-breakpoint
CREATE INDEX "orders_list_placed_idx" ON "orders" USING btree ("placed_at","order_no") WHERE "orders"."placed_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_list_delivery_idx" ON "orders" USING btree ("delivery_date_from","order_no") WHERE "orders"."placed_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_list_email_idx" ON "orders" USING btree (lower("customer_email"),"order_no") WHERE "orders"."placed_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_list_status_idx" ON "orders" USING btree ("status","payment_status") WHERE "orders"."placed_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_search_email_trgm" ON "orders" USING gin ("customer_email" gin_trgm_ops) WHERE "orders"."placed_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_search_name_trgm" ON "orders" USING gin ("addr_name" gin_trgm_ops) WHERE "orders"."placed_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_search_tracking_trgm" ON "orders" USING gin ("tracking_no" gin_trgm_ops) WHERE "orders"."placed_at" is not null;