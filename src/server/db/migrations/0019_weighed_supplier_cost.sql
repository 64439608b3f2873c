-- Issue 26.7: a line sold by weight (sell_by w) has its supplier price per kg, as its retail
-- price is, so the dashboard costs what it weighed rather than supplier price × pieces
-- (core/sales/supplier-cost.ts computes the same). The items trigger now also refreshes a day
-- when a line's weight or way of selling changes.
CREATE OR REPLACE FUNCTION sales_refresh_day(d date) RETURNS void LANGUAGE plpgsql AS $$
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
           (2 * l.item_ex_tax * l.kept + l.quantity) / (2 * l.quantity) AS kept_ex,
           -- By weight the supplier price is per kg: the kept grams' cost (every unit of a pack,
           -- as the line is priced), half up per line.
           CASE WHEN l.sell_by = 'w'
                THEN (2 * l.supplier_price * l.product_weight * l.sell_pack * l.kept + 1000) / 2000
                ELSE l.supplier_price * l.kept END AS kept_cost
      FROM (SELECT i.order_id, i.product_id, i.sku, i.quantity::bigint AS quantity,
                   i.item_inc_tax::bigint AS item_inc_tax, i.item_ex_tax::bigint AS item_ex_tax,
                   i.supplier_price::bigint AS supplier_price,
                   i.sell_by, i.product_weight::bigint AS product_weight,
                   greatest(i.sell_pack, 1)::bigint AS sell_pack,
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
                 coalesce(sum(kept_cost) FILTER (WHERE shipped), 0),
                 coalesce(sum(kept) FILTER (WHERE shipped), 0),
                 coalesce(sum(quantity) FILTER (WHERE live), 0),
                 coalesce(sum(returned), 0),
                 coalesce(sum(quantity) FILTER (WHERE NOT live), 0)
            FROM lines) AS l;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_items_changed() RETURNS trigger LANGUAGE plpgsql AS $$
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
                          n.item_ex_tax, n.supplier_price, n.status, n.shipped,
                          n.sell_by, n.product_weight, n.sell_pack)
                         IS DISTINCT FROM
                         (o.order_id, o.product_id, o.sku, o.quantity, o.item_inc_tax,
                          o.item_ex_tax, o.supplier_price, o.status, o.shipped,
                          o.sell_by, o.product_weight, o.sell_pack));
  END IF;
  PERFORM sales_refresh_days(days);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Every day again: the weight-sold lines already sold are costed by the kilogram.
SELECT sales_refresh_days(array_agg(DISTINCT (placed_at AT TIME ZONE 'UTC')::date))
  FROM orders WHERE placed_at IS NOT NULL;
