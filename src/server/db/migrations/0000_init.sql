CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"ita_name" text DEFAULT '' NOT NULL,
	"customer_menu" boolean DEFAULT true NOT NULL,
	"banner" jsonb DEFAULT '{"showBanner":false,"image":""}'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"ita_name" text DEFAULT '' NOT NULL,
	"main_cat" boolean DEFAULT true NOT NULL,
	"sub_category_menu" boolean DEFAULT true NOT NULL,
	"banner" jsonb DEFAULT '{"showBanner":false,"image":""}'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_brands" (
	"category_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	CONSTRAINT "category_brands_category_id_brand_id_pk" PRIMARY KEY("category_id","brand_id")
);
--> statement-breakpoint
CREATE TABLE "category_subs" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"ita_name" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "colors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"ita_name" text DEFAULT '' NOT NULL,
	"hex" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_colors" (
	"product_id" uuid NOT NULL,
	"color_id" integer NOT NULL,
	CONSTRAINT "product_colors_product_id_color_id_pk" PRIMARY KEY("product_id","color_id")
);
--> statement-breakpoint
CREATE TABLE "product_styles" (
	"product_id" uuid NOT NULL,
	"style_id" integer NOT NULL,
	CONSTRAINT "product_styles_product_id_style_id_pk" PRIMARY KEY("product_id","style_id")
);
--> statement-breakpoint
CREATE TABLE "product_sub_categories" (
	"product_id" uuid NOT NULL,
	"category_sub_id" integer NOT NULL,
	CONSTRAINT "product_sub_categories_product_id_category_sub_id_pk" PRIMARY KEY("product_id","category_sub_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sku" text NOT NULL,
	"url" text NOT NULL,
	"status" text DEFAULT 'A' NOT NULL,
	"brand_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"supplier_id" integer,
	"tax_rate_id" integer,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"sell_by" text DEFAULT 'u' NOT NULL,
	"retail_price" integer NOT NULL,
	"sale_percent" integer DEFAULT 0 NOT NULL,
	"packs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_purchase" integer DEFAULT 1 NOT NULL,
	"supplier_price" integer DEFAULT 0 NOT NULL,
	"free_delivery" boolean DEFAULT false NOT NULL,
	"in_stock" integer DEFAULT 0 NOT NULL,
	"min_stock" integer DEFAULT 0 NOT NULL,
	"critical_stock" integer DEFAULT 0 NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"special" boolean DEFAULT false NOT NULL,
	"product_weight" integer DEFAULT 0 NOT NULL,
	"weight_unit" text DEFAULT 'g' NOT NULL,
	"sizes" text[] DEFAULT '{}'::text[] NOT NULL,
	"eng" jsonb NOT NULL,
	"ita" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_status_code" CHECK ("products"."status" in ('A', 'Z')),
	CONSTRAINT "products_sell_by" CHECK ("products"."sell_by" in ('u', 'w')),
	CONSTRAINT "products_weight_unit" CHECK ("products"."weight_unit" in ('g', 'kg')),
	CONSTRAINT "products_money" CHECK ("products"."retail_price" >= 0 and "products"."supplier_price" >= 0),
	CONSTRAINT "products_sale_range" CHECK ("products"."sale_percent" between 0 and 100),
	CONSTRAINT "products_min_purchase" CHECK ("products"."min_purchase" >= 1),
	CONSTRAINT "products_stock" CHECK ("products"."in_stock" >= 0 and "products"."min_stock" >= 0 and "products"."critical_stock" >= 0),
	CONSTRAINT "products_sizes" CHECK ("products"."sizes" <@ array['XS', 'S', 'M', 'L', 'XL', 'XXL']::text[])
);
--> statement-breakpoint
CREATE TABLE "styles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"ita_name" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"tel" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country_code" text NOT NULL,
	"rate_bp" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "tax_rates_rate_range" CHECK ("tax_rates"."rate_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "galleries" (
	"id" serial PRIMARY KEY NOT NULL,
	"image" text NOT NULL,
	"eng" jsonb NOT NULL,
	"ita" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"message" text NOT NULL,
	"lng" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'N' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replied_at" timestamp with time zone,
	CONSTRAINT "messages_status" CHECK ("messages"."status" in ('N', 'R', 'A')),
	CONSTRAINT "messages_lng" CHECK ("messages"."lng" in ('en', 'it'))
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cuid" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"lng" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "posts_lng" CHECK ("posts"."lng" in ('en', 'fr'))
);
--> statement-breakpoint
CREATE TABLE "seo_pages" (
	"page_key" text NOT NULL,
	"lng" text NOT NULL,
	"title" text NOT NULL,
	"meta_descr" text DEFAULT '' NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	CONSTRAINT "seo_pages_page_key_lng_pk" PRIMARY KEY("page_key","lng"),
	CONSTRAINT "seo_pages_lng" CHECK ("seo_pages"."lng" in ('eng', 'ita'))
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_settings_single_row" CHECK ("site_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"youtube_id" text NOT NULL,
	"eng" jsonb NOT NULL,
	"ita" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"addr_name" text NOT NULL,
	"addr_email" text NOT NULL,
	"addr_tel" text NOT NULL,
	"addr_line1" text NOT NULL,
	"addr_line2" text DEFAULT '' NOT NULL,
	"addr_city" text NOT NULL,
	"addr_region" text DEFAULT '' NOT NULL,
	"addr_code" text NOT NULL,
	"addr_country" text NOT NULL,
	"addr_comments" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "customer_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_tokens_purpose" CHECK ("customer_tokens"."purpose" in ('activate', 'reset'))
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_name" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"nick_name" text NOT NULL,
	"gender" text DEFAULT '' NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"picture" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"subscribe" boolean DEFAULT false NOT NULL,
	"lng" text DEFAULT 'en' NOT NULL,
	"user_type" text DEFAULT 'C' NOT NULL,
	"user_status" text DEFAULT 'P' NOT NULL,
	"password_hash" text NOT NULL,
	"google" text DEFAULT '' NOT NULL,
	"facebook" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_at" timestamp with time zone,
	CONSTRAINT "customers_user_type" CHECK ("customers"."user_type" in ('A', 'C')),
	CONSTRAINT "customers_user_status" CHECK ("customers"."user_status" in ('P', 'A', 'B')),
	CONSTRAINT "customers_lng" CHECK ("customers"."lng" in ('en', 'it'))
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"lng" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'P' NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "newsletter_status" CHECK ("newsletter_subscriptions"."status" in ('P', 'C', 'U')),
	CONSTRAINT "newsletter_lng" CHECK ("newsletter_subscriptions"."lng" in ('en', 'it'))
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"nick_name" text NOT NULL,
	"rating" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"comment" text NOT NULL,
	"lng" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'P' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_status" CHECK ("reviews"."status" in ('P', 'A', 'H')),
	CONSTRAINT "reviews_lng" CHECK ("reviews"."lng" in ('en', 'it'))
);
--> statement-breakpoint
CREATE TABLE "wishlists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"ita_name" text DEFAULT '' NOT NULL,
	"delivery_std_days" text DEFAULT '3-5' NOT NULL,
	"delivery_express_days" text DEFAULT '1-2' NOT NULL,
	"delivery_std_fee" integer DEFAULT 0 NOT NULL,
	"delivery_express_fee" integer DEFAULT 0 NOT NULL,
	"delivery_fee_kg" integer DEFAULT 0 NOT NULL,
	"delivery_fee5" integer DEFAULT 0 NOT NULL,
	"delivery_fee10" integer DEFAULT 0 NOT NULL,
	"tax_rate_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "countries_fees" CHECK ("countries"."delivery_std_fee" >= 0 and "countries"."delivery_express_fee" >= 0 and "countries"."delivery_fee_kg" >= 0 and "countries"."delivery_fee5" >= 0 and "countries"."delivery_fee10" >= 0),
	CONSTRAINT "countries_delivery_days" CHECK ("countries"."delivery_std_days" ~ '^[0-9]{1,2}(-[0-9]{1,2})?$' and "countries"."delivery_express_days" ~ '^[0-9]{1,2}(-[0-9]{1,2})?$')
);
--> statement-breakpoint
CREATE TABLE "shippers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"tracking_url" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"order_item_id" uuid,
	"action" text NOT NULL,
	"actor_id" uuid,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" uuid,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"ita_name" text DEFAULT '' NOT NULL,
	"price_descr" text DEFAULT '' NOT NULL,
	"ita_price_descr" text DEFAULT '' NOT NULL,
	"pack_descr" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"min_purchase" integer DEFAULT 1 NOT NULL,
	"unit_price" integer NOT NULL,
	"retail_price" integer NOT NULL,
	"sale_percent" integer DEFAULT 0 NOT NULL,
	"item_tax" integer DEFAULT 0 NOT NULL,
	"item_ex_tax" integer DEFAULT 0 NOT NULL,
	"item_inc_tax" integer DEFAULT 0 NOT NULL,
	"on_sale" boolean DEFAULT false NOT NULL,
	"size" text DEFAULT '' NOT NULL,
	"color" text DEFAULT '' NOT NULL,
	"style" text DEFAULT '' NOT NULL,
	"sell_pack" integer DEFAULT 1 NOT NULL,
	"product_weight" integer DEFAULT 0 NOT NULL,
	"weighed" boolean DEFAULT false NOT NULL,
	"shipped" boolean DEFAULT false NOT NULL,
	"shipped_date" timestamp with time zone,
	"status" text DEFAULT 'O' NOT NULL,
	"supplier_price" integer DEFAULT 0 NOT NULL,
	"sell_by" text DEFAULT 'u' NOT NULL,
	"free_delivery" boolean DEFAULT false NOT NULL,
	"delivery_days" text DEFAULT '3-5' NOT NULL,
	"delivery_type" text DEFAULT 'std' NOT NULL,
	CONSTRAINT "order_items_quantity" CHECK ("order_items"."quantity" > 0),
	CONSTRAINT "order_items_status" CHECK ("order_items"."status" in ('O', 'S', 'Z', 'R', 'X')),
	CONSTRAINT "order_items_money" CHECK ("order_items"."unit_price" >= 0 and "order_items"."item_inc_tax" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" text NOT NULL,
	"order_no" serial NOT NULL,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_on" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'O' NOT NULL,
	"lng" text DEFAULT 'en' NOT NULL,
	"customer_id" uuid,
	"customer_email" text DEFAULT '' NOT NULL,
	"addr_name" text DEFAULT '' NOT NULL,
	"addr_email" text DEFAULT '' NOT NULL,
	"addr_tel" text DEFAULT '' NOT NULL,
	"addr_line1" text DEFAULT '' NOT NULL,
	"addr_line2" text DEFAULT '' NOT NULL,
	"addr_city" text DEFAULT '' NOT NULL,
	"addr_region" text DEFAULT '' NOT NULL,
	"addr_code" text DEFAULT '' NOT NULL,
	"addr_country" text DEFAULT '' NOT NULL,
	"addr_comments" text DEFAULT '' NOT NULL,
	"addr_id" uuid,
	"payment_type" text,
	"payment_status" text DEFAULT 'U' NOT NULL,
	"payment_ref" text DEFAULT '' NOT NULL,
	"payment_id" text DEFAULT '' NOT NULL,
	"payer_id" text DEFAULT '' NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"tax_bp" integer DEFAULT 2200 NOT NULL,
	"tax_included" boolean DEFAULT true NOT NULL,
	"total_weight" integer DEFAULT 0 NOT NULL,
	"total_price" integer DEFAULT 0 NOT NULL,
	"total_items" integer DEFAULT 0 NOT NULL,
	"total_inc_tax" integer DEFAULT 0 NOT NULL,
	"total_tax" integer DEFAULT 0 NOT NULL,
	"total_ex_tax" integer DEFAULT 0 NOT NULL,
	"cart_inc_tax" integer DEFAULT 0 NOT NULL,
	"cart_tax" integer DEFAULT 0 NOT NULL,
	"cart_ex_tax" integer DEFAULT 0 NOT NULL,
	"delivery_items" integer DEFAULT 0 NOT NULL,
	"delivery_weight" integer DEFAULT 0 NOT NULL,
	"delivery_inc_tax" integer DEFAULT 0 NOT NULL,
	"delivery_tax" integer DEFAULT 0 NOT NULL,
	"delivery_ex_tax" integer DEFAULT 0 NOT NULL,
	"delivery_date_from" date,
	"delivery_date_to" date,
	"delivery_days" text DEFAULT '3-5' NOT NULL,
	"delivery_type" text DEFAULT 'std' NOT NULL,
	"shipper_id" integer,
	"tracking_no" text DEFAULT '' NOT NULL,
	"tracking_comments" text DEFAULT '' NOT NULL,
	"placed_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_code" CHECK ("orders"."status" in ('O', 'C', 'P', 'S', 'Z', 'U')),
	CONSTRAINT "orders_payment_status" CHECK ("orders"."payment_status" in ('O', 'P', 'U')),
	CONSTRAINT "orders_payment_type" CHECK ("orders"."payment_type" is null or "orders"."payment_type" in ('PAYPAL', 'STRIPE')),
	CONSTRAINT "orders_delivery_type" CHECK ("orders"."delivery_type" in ('std', 'exp')),
	CONSTRAINT "orders_lng" CHECK ("orders"."lng" in ('en', 'it')),
	CONSTRAINT "orders_money" CHECK ("orders"."total_inc_tax" >= 0 and "orders"."delivery_inc_tax" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"status" text NOT NULL,
	"raw" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_provider" CHECK ("payments"."provider" in ('PAYPAL', 'STRIPE'))
);
--> statement-breakpoint
CREATE TABLE "returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"customer_id" uuid,
	"quantity" integer NOT NULL,
	"reason" text NOT NULL,
	"policy_read" boolean NOT NULL,
	"status" text DEFAULT 'R' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_at" timestamp with time zone,
	CONSTRAINT "returns_quantity" CHECK ("returns"."quantity" > 0),
	CONSTRAINT "returns_policy_read" CHECK ("returns"."policy_read"),
	CONSTRAINT "returns_status" CHECK ("returns"."status" in ('R', 'A', 'X', 'N'))
);
--> statement-breakpoint
ALTER TABLE "category_brands" ADD CONSTRAINT "category_brands_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_brands" ADD CONSTRAINT "category_brands_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_subs" ADD CONSTRAINT "category_subs_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_colors" ADD CONSTRAINT "product_colors_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_colors" ADD CONSTRAINT "product_colors_color_id_colors_id_fk" FOREIGN KEY ("color_id") REFERENCES "public"."colors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_styles" ADD CONSTRAINT "product_styles_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_styles" ADD CONSTRAINT "product_styles_style_id_styles_id_fk" FOREIGN KEY ("style_id") REFERENCES "public"."styles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sub_categories" ADD CONSTRAINT "product_sub_categories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sub_categories" ADD CONSTRAINT "product_sub_categories_category_sub_id_category_subs_id_fk" FOREIGN KEY ("category_sub_id") REFERENCES "public"."category_subs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tax_rate_id_tax_rates_id_fk" FOREIGN KEY ("tax_rate_id") REFERENCES "public"."tax_rates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_tokens" ADD CONSTRAINT "customer_tokens_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlists" ADD CONSTRAINT "wishlists_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "countries" ADD CONSTRAINT "countries_tax_rate_id_tax_rates_id_fk" FOREIGN KEY ("tax_rate_id") REFERENCES "public"."tax_rates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_id_customers_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipper_id_shippers_id_fk" FOREIGN KEY ("shipper_id") REFERENCES "public"."shippers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brands_name_uq" ON "brands" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_uq" ON "categories" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "category_subs_name_uq" ON "category_subs" USING btree ("category_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "colors_name_uq" ON "colors" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "product_colors_color_idx" ON "product_colors" USING btree ("color_id");--> statement-breakpoint
CREATE INDEX "product_styles_style_idx" ON "product_styles" USING btree ("style_id");--> statement-breakpoint
CREATE INDEX "product_sub_categories_sub_idx" ON "product_sub_categories" USING btree ("category_sub_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_uq" ON "products" USING btree ("sku");--> statement-breakpoint
CREATE UNIQUE INDEX "products_url_uq" ON "products" USING btree ("url");--> statement-breakpoint
CREATE INDEX "products_status_idx" ON "products" USING btree ("status");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id","status");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id","status");--> statement-breakpoint
CREATE INDEX "products_featured_idx" ON "products" USING btree ("status") WHERE "products"."featured";--> statement-breakpoint
CREATE INDEX "products_special_idx" ON "products" USING btree ("status") WHERE "products"."sale_percent" > 0 or "products"."special";--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree (lower("eng"->>'name'));--> statement-breakpoint
CREATE UNIQUE INDEX "styles_name_uq" ON "styles" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_name_uq" ON "suppliers" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "tax_rates_name_uq" ON "tax_rates" USING btree ("country_code","name");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_rates_one_default_uq" ON "tax_rates" USING btree ("is_default") WHERE "tax_rates"."is_default";--> statement-breakpoint
CREATE INDEX "messages_status_idx" ON "messages" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "posts_cuid_uq" ON "posts" USING btree ("cuid");--> statement-breakpoint
CREATE INDEX "posts_created_idx" ON "posts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "addresses_customer_idx" ON "addresses" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "auth_sessions_customer_idx" ON "auth_sessions" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_tokens_hash_uq" ON "customer_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "customer_tokens_customer_idx" ON "customer_tokens" USING btree ("customer_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_user_name_uq" ON "customers" USING btree (lower("user_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "customers_nick_name_uq" ON "customers" USING btree (lower("nick_name"));--> statement-breakpoint
CREATE INDEX "customers_type_idx" ON "customers" USING btree ("user_type");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_email_uq" ON "newsletter_subscriptions" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_token_uq" ON "newsletter_subscriptions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "reviews_product_idx" ON "reviews" USING btree ("sku","status");--> statement-breakpoint
CREATE INDEX "reviews_customer_idx" ON "reviews" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_customer_product_uq" ON "reviews" USING btree ("customer_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wishlists_customer_product_uq" ON "wishlists" USING btree ("customer_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "countries_code_uq" ON "countries" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "countries_name_uq" ON "countries" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "shippers_name_uq" ON "shippers" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_product_idx" ON "order_items" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_cart_id_uq" ON "orders" USING btree ("cart_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_no_uq" ON "orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "orders_status_date_idx" ON "orders" USING btree ("status","date_added");--> statement-breakpoint
CREATE INDEX "orders_payment_status_date_idx" ON "orders" USING btree ("payment_status","date_added");--> statement-breakpoint
CREATE INDEX "orders_date_idx" ON "orders" USING btree ("date_added");--> statement-breakpoint
CREATE INDEX "orders_placed_idx" ON "orders" USING btree ("placed_at");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","date_added");--> statement-breakpoint
CREATE INDEX "orders_customer_email_idx" ON "orders" USING btree (lower("customer_email"));--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_id_uq" ON "payments" USING btree ("provider","provider_id");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "returns_item_uq" ON "returns" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "returns_customer_idx" ON "returns" USING btree ("customer_id");