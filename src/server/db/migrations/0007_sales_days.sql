CREATE TABLE "sales_day_skus" (
	"day" date NOT NULL,
	"sku" text NOT NULL,
	"product_id" uuid,
	"kept" bigint NOT NULL,
	"kept_inc" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_days" (
	"day" date PRIMARY KEY NOT NULL,
	"orders" integer NOT NULL,
	"cancelled_orders" integer NOT NULL,
	"sales" bigint NOT NULL,
	"delivery_fees" bigint NOT NULL,
	"delivery_inc" bigint NOT NULL,
	"delivery_ex" bigint NOT NULL,
	"kept_inc" bigint NOT NULL,
	"kept_ex" bigint NOT NULL,
	"supplier" bigint NOT NULL,
	"kept" bigint NOT NULL,
	"sold" bigint NOT NULL,
	"returned" bigint NOT NULL,
	"cancelled" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sales_day_skus_day_idx" ON "sales_day_skus" USING btree ("day");--> statement-breakpoint
-- One UTC day's dashboard sums, recomputed from its orders (what counts: docs/decisions.md,
-- "Sales dashboard"). A line's kept share of an amount is round(amount × kept / quantity)
-- half up, in integers: floor((2·amount·kept + quantity) / (2·quantity)), exact for amounts
-- ≥ 0 and much cheaper than numeric.
CREATE FUNCTION sales_refresh_day(d date) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  day_start timestamptz := d::timestamp AT TIME ZONE 'UTC';
  day_end timestamptz := (d + 1)::timestamp AT TIME ZONE 'UTC';
BEGIN
  DELETE FROM sales_days WHERE day = d;
  DELETE FROM sales_day_skus WHERE day = d;
  -- A line is live when neither it nor its order is cancelled, shipped when it is live and
  -- has left; it keeps its quantity less what came back (a received return, status X).
  WITH day_orders AS MATERIALIZED (
    SELECT id, status, total_inc_tax, delivery_inc_tax, delivery_ex_tax
      FROM orders
     WHERE placed_at >= day_start AND placed_at < day_end
  ),
  lines AS MATERIALIZED (
    SELECT l.*,
           (2 * l.item_inc_tax * l.kept + l.quantity) / (2 * l.quantity) AS kept_inc,
           (2 * l.item_ex_tax * l.kept + l.quantity) / (2 * l.quantity) AS kept_ex
      FROM (SELECT i.order_id, i.product_id, i.sku, i.quantity::bigint AS quantity,
                   i.item_inc_tax::bigint AS item_inc_tax, i.item_ex_tax::bigint AS item_ex_tax,
                   i.supplier_price::bigint AS supplier_price,
                   i.status <> 'Z' AND o.status <> 'Z' AS live,
                   i.shipped AND i.status <> 'Z' AND o.status <> 'Z' AS shipped,
                   coalesce(r.quantity, 0)::bigint AS returned,
                   greatest(i.quantity - coalesce(r.quantity, 0), 0)::bigint AS kept
              FROM day_orders o
              JOIN order_items i ON i.order_id = o.id
              LEFT JOIN returns r ON r.order_item_id = i.id AND r.status = 'X') AS l
  ),
  skus AS (
    INSERT INTO sales_day_skus (day, sku, product_id, kept, kept_inc)
    SELECT d, sku, product_id, sum(kept), sum(kept_inc)
      FROM lines
     WHERE shipped
     GROUP BY sku, product_id
    HAVING sum(kept) > 0
  )
  INSERT INTO sales_days (day, orders, cancelled_orders, sales, delivery_fees, delivery_inc,
                          delivery_ex, kept_inc, kept_ex, supplier, kept, sold, returned, cancelled)
  SELECT d, o.*, l.*
    FROM (SELECT count(*) FILTER (WHERE status <> 'Z'),
                 count(*) FILTER (WHERE status = 'Z'),
                 coalesce(sum(total_inc_tax) FILTER (WHERE status <> 'Z'), 0),
                 coalesce(sum(delivery_inc_tax) FILTER (WHERE status <> 'Z'), 0),
                 coalesce(sum(delivery_inc_tax) FILTER (WHERE status <> 'Z' AND has_shipped), 0),
                 coalesce(sum(delivery_ex_tax) FILTER (WHERE status <> 'Z' AND has_shipped), 0)
            FROM (SELECT o.*, o.id IN (SELECT order_id FROM lines WHERE shipped) AS has_shipped
                    FROM day_orders o) AS orders_shipped
          HAVING count(*) > 0) AS o,
         (SELECT coalesce(sum(kept_inc) FILTER (WHERE shipped), 0),
                 coalesce(sum(kept_ex) FILTER (WHERE shipped), 0),
                 coalesce(sum(supplier_price * kept) FILTER (WHERE shipped), 0),
                 coalesce(sum(kept) FILTER (WHERE shipped), 0),
                 coalesce(sum(quantity) FILTER (WHERE live), 0),
                 coalesce(sum(returned), 0),
                 coalesce(sum(quantity) FILTER (WHERE NOT live), 0)
            FROM lines) AS l;
END $$;
--> statement-breakpoint
-- Recomputes the given days, each under a lock of its own held to the end of the transaction:
-- a writer that changes a day recomputes it after every earlier writer of that day committed
-- (READ COMMITTED: each statement sees what committed before it), so the last one to commit
-- leaves the day right. Days in order, so two writers never wait for each other in a circle.
CREATE FUNCTION sales_refresh_days(days date[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  d date;
BEGIN
  FOR d IN SELECT DISTINCT x FROM unnest(days) AS x WHERE x IS NOT NULL ORDER BY 1 LOOP
    PERFORM pg_advisory_xact_lock(7411, d - date '2000-01-01');
    PERFORM sales_refresh_day(d);
  END LOOP;
END $$;
--> statement-breakpoint
-- Statement triggers (one per event: transition tables allow no more): the days of the placed
-- orders a statement touched, where a figure could move. Carts are orders not placed yet, so
-- their many updates refresh nothing.
CREATE FUNCTION sales_orders_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  days date[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT (placed_at AT TIME ZONE 'UTC')::date) INTO days FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT (placed_at AT TIME ZONE 'UTC')::date) INTO days FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT x.day) INTO days
      FROM new_rows n
      JOIN old_rows o ON o.id = n.id
     CROSS JOIN LATERAL (VALUES ((n.placed_at AT TIME ZONE 'UTC')::date),
                                ((o.placed_at AT TIME ZONE 'UTC')::date)) AS x(day)
     WHERE (n.placed_at, n.status, n.total_inc_tax, n.delivery_inc_tax, n.delivery_ex_tax)
           IS DISTINCT FROM
           (o.placed_at, o.status, o.total_inc_tax, o.delivery_inc_tax, o.delivery_ex_tax);
  END IF;
  PERFORM sales_refresh_days(days);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION sales_items_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  days date[];
BEGIN
  -- Joins, not arrays of ids: a statement may bring 300,000 lines (IN is a hashed semi-join).
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT (placed_at AT TIME ZONE 'UTC')::date) INTO days
      FROM orders WHERE placed_at IS NOT NULL AND id IN (SELECT order_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT (placed_at AT TIME ZONE 'UTC')::date) INTO days
      FROM orders WHERE placed_at IS NOT NULL AND id IN (SELECT order_id FROM old_rows);
  ELSE
    SELECT array_agg(DISTINCT (placed_at AT TIME ZONE 'UTC')::date) INTO days
      FROM orders
     WHERE placed_at IS NOT NULL
       AND id IN (SELECT x.id
                    FROM new_rows n
                    JOIN old_rows o ON o.id = n.id
                   CROSS JOIN LATERAL (VALUES (n.order_id), (o.order_id)) AS x(id)
                   WHERE (n.order_id, n.product_id, n.sku, n.quantity, n.item_inc_tax,
                          n.item_ex_tax, n.supplier_price, n.status, n.shipped)
                         IS DISTINCT FROM
                         (o.order_id, o.product_id, o.sku, o.quantity, o.item_inc_tax,
                          o.item_ex_tax, o.supplier_price, o.status, o.shipped));
  END IF;
  PERFORM sales_refresh_days(days);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION sales_returns_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  days date[];
BEGIN
  -- Only a received return (X) counts.
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT (placed_at AT TIME ZONE 'UTC')::date) INTO days
      FROM orders
     WHERE placed_at IS NOT NULL AND id IN (SELECT order_id FROM new_rows WHERE status = 'X');
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT (placed_at AT TIME ZONE 'UTC')::date) INTO days
      FROM orders
     WHERE placed_at IS NOT NULL AND id IN (SELECT order_id FROM old_rows WHERE status = 'X');
  ELSE
    SELECT array_agg(DISTINCT (placed_at AT TIME ZONE 'UTC')::date) INTO days
      FROM orders
     WHERE placed_at IS NOT NULL
       AND id IN (SELECT x.id
                    FROM new_rows n
                    JOIN old_rows o ON o.id = n.id
                   CROSS JOIN LATERAL (VALUES (n.order_id), (o.order_id)) AS x(id)
                   WHERE (n.status = 'X' OR o.status = 'X')
                     AND (n.order_id, n.order_item_id, n.quantity, n.status)
                         IS DISTINCT FROM (o.order_id, o.order_item_id, o.quantity, o.status));
  END IF;
  PERFORM sales_refresh_days(days);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sales_orders_inserted AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_orders_changed();
--> statement-breakpoint
CREATE TRIGGER sales_orders_updated AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sales_orders_changed();
--> statement-breakpoint
CREATE TRIGGER sales_orders_deleted AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_orders_changed();
--> statement-breakpoint
CREATE TRIGGER sales_order_items_inserted AFTER INSERT ON order_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_items_changed();
--> statement-breakpoint
CREATE TRIGGER sales_order_items_updated AFTER UPDATE ON order_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sales_items_changed();
--> statement-breakpoint
CREATE TRIGGER sales_order_items_deleted AFTER DELETE ON order_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_items_changed();
--> statement-breakpoint
CREATE TRIGGER sales_returns_inserted AFTER INSERT ON returns
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_returns_changed();
--> statement-breakpoint
CREATE TRIGGER sales_returns_updated AFTER UPDATE ON returns
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sales_returns_changed();
--> statement-breakpoint
CREATE TRIGGER sales_returns_deleted AFTER DELETE ON returns
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_returns_changed();
--> statement-breakpoint
-- The days of the orders placed before this migration.
SELECT sales_refresh_days(array_agg(DISTINCT (placed_at AT TIME ZONE 'UTC')::date))
  FROM orders WHERE placed_at IS NOT NULL;
