-- Issue 29.1, one money model: an order's share of the dashboard is computed once, by
-- core/sales/order-sales.ts, and stored per order (order_sales, order_sales_skus); a day's sums
-- are only their sum. The triggers no longer compute: they note which orders changed
-- (sales_stale_orders), whoever wrote them, and the dashboard brings those up to date before
-- it reads (admin/sales/order-sales-sync.ts). The day sums are emptied here and every placed
-- order noted, so the first read recomputes them all.
DELETE FROM sales_day_skus;
--> statement-breakpoint
DELETE FROM sales_days;
--> statement-breakpoint
CREATE TABLE "order_sales" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"orders" integer NOT NULL,
	"cancelled_orders" integer NOT NULL,
	"sales" bigint NOT NULL,
	"delivery_fees" bigint NOT NULL,
	"earned_inc" bigint NOT NULL,
	"earned_ex" bigint NOT NULL,
	"kept_inc" bigint NOT NULL,
	"kept_ex" bigint NOT NULL,
	"supplier" bigint NOT NULL,
	"kept" bigint NOT NULL,
	"sold" bigint NOT NULL,
	"returned" bigint NOT NULL,
	"cancelled" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_sales_skus" (
	"order_id" uuid NOT NULL,
	"day" date NOT NULL,
	"sku" text NOT NULL,
	"product_id" uuid,
	"kept" bigint NOT NULL,
	"kept_inc" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_stale_orders" (
	"order_id" uuid PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sales_days" ADD COLUMN "earned_inc" bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_days" ADD COLUMN "earned_ex" bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_days" DROP COLUMN "delivery_inc";--> statement-breakpoint
ALTER TABLE "sales_days" DROP COLUMN "delivery_ex";--> statement-breakpoint
CREATE INDEX "order_sales_day_idx" ON "order_sales" USING btree ("day");--> statement-breakpoint
CREATE INDEX "order_sales_skus_order_idx" ON "order_sales_skus" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_sales_skus_day_idx" ON "order_sales_skus" USING btree ("day");
--> statement-breakpoint
-- A day's sums: its orders' stored figures added up, nothing computed (a day row exists while
-- orders were placed on it; a sku row while it kept units).
CREATE OR REPLACE FUNCTION sales_refresh_day(d date) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM sales_days WHERE day = d;
  DELETE FROM sales_day_skus WHERE day = d;
  INSERT INTO sales_day_skus (day, sku, product_id, kept, kept_inc)
  SELECT d, sku, product_id, sum(kept), sum(kept_inc)
    FROM order_sales_skus
   WHERE day = d
   GROUP BY sku, product_id
  HAVING sum(kept) > 0;
  INSERT INTO sales_days (day, orders, cancelled_orders, sales, delivery_fees, earned_inc,
                          earned_ex, kept_inc, kept_ex, supplier, kept, sold, returned, cancelled)
  SELECT d, sum(orders), sum(cancelled_orders), sum(sales), sum(delivery_fees), sum(earned_inc),
         sum(earned_ex), sum(kept_inc), sum(kept_ex), sum(supplier), sum(kept), sum(sold),
         sum(returned), sum(cancelled)
    FROM order_sales
   WHERE day = d
  HAVING count(*) > 0;
END $$;
--> statement-breakpoint
-- Statement triggers, as in 0007: the placed orders a statement touched where a figure could
-- move are noted (carts, orders not placed yet, note nothing).
CREATE OR REPLACE FUNCTION sales_orders_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO sales_stale_orders (order_id)
    SELECT id FROM new_rows WHERE placed_at IS NOT NULL ON CONFLICT DO NOTHING;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO sales_stale_orders (order_id)
    SELECT id FROM old_rows WHERE placed_at IS NOT NULL ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO sales_stale_orders (order_id)
    SELECT n.id
      FROM new_rows n
      JOIN old_rows o ON o.id = n.id
     WHERE (n.placed_at IS NOT NULL OR o.placed_at IS NOT NULL)
       AND (n.placed_at, n.status, n.total_inc_tax, n.delivery_inc_tax, n.delivery_ex_tax)
           IS DISTINCT FROM
           (o.placed_at, o.status, o.total_inc_tax, o.delivery_inc_tax, o.delivery_ex_tax)
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_items_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Joins, not arrays of ids: a statement may bring 300,000 lines (IN is a hashed semi-join).
  IF TG_OP = 'INSERT' THEN
    INSERT INTO sales_stale_orders (order_id)
    SELECT id FROM orders
     WHERE placed_at IS NOT NULL AND id IN (SELECT order_id FROM new_rows)
    ON CONFLICT DO NOTHING;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO sales_stale_orders (order_id)
    SELECT id FROM orders
     WHERE placed_at IS NOT NULL AND id IN (SELECT order_id FROM old_rows)
    ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO sales_stale_orders (order_id)
    SELECT id FROM orders
     WHERE placed_at IS NOT NULL
       AND id IN (SELECT x.id
                    FROM new_rows n
                    JOIN old_rows o ON o.id = n.id
                   CROSS JOIN LATERAL (VALUES (n.order_id), (o.order_id)) AS x(id)
                   WHERE (n.order_id, n.product_id, n.sku, n.quantity, n.item_inc_tax,
                          n.item_ex_tax, n.supplier_price, n.status, n.shipped,
                          n.sell_by, n.product_weight, n.sell_pack)
                         IS DISTINCT FROM
                         (o.order_id, o.product_id, o.sku, o.quantity, o.item_inc_tax,
                          o.item_ex_tax, o.supplier_price, o.status, o.shipped,
                          o.sell_by, o.product_weight, o.sell_pack))
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_returns_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only a received return (X) counts.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO sales_stale_orders (order_id)
    SELECT id FROM orders
     WHERE placed_at IS NOT NULL AND id IN (SELECT order_id FROM new_rows WHERE status = 'X')
    ON CONFLICT DO NOTHING;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO sales_stale_orders (order_id)
    SELECT id FROM orders
     WHERE placed_at IS NOT NULL AND id IN (SELECT order_id FROM old_rows WHERE status = 'X')
    ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO sales_stale_orders (order_id)
    SELECT id FROM orders
     WHERE placed_at IS NOT NULL
       AND id IN (SELECT x.id
                    FROM new_rows n
                    JOIN old_rows o ON o.id = n.id
                   CROSS JOIN LATERAL (VALUES (n.order_id), (o.order_id)) AS x(id)
                   WHERE (n.status = 'X' OR o.status = 'X')
                     AND (n.order_id, n.order_item_id, n.quantity, n.status)
                         IS DISTINCT FROM (o.order_id, o.order_item_id, o.quantity, o.status))
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO sales_stale_orders (order_id) SELECT id FROM orders WHERE placed_at IS NOT NULL;
