import { syncOrderSales } from '../../src/server/admin/sales/order-sales-sync';
import type { Db } from '../../src/server/db/client';

export interface SeededOrders {
  orders: number;
  items: number;
  seconds: number;
}

/** How many of each; 1 to 5 lines an order (n mod 5), so 3 on average: 300,000 lines. */
export const BENCH_ORDER_COUNT = 100_000;
const BENCH_CUSTOMERS = 5_000;

/**
 * Generates placed orders in SQL (generate_series, INSERT … SELECT), a few statements in all,
 * over the seeded catalogue: spread over the last two years, mixed statuses as a shop that
 * has run for a while has them (mostly shipped, some paid, open, complete, cancelled), some
 * lines cancelled, returned or marked for return. `setseed` makes every run the same shop.
 */
export async function seedBenchOrders(db: Db, count = BENCH_ORDER_COUNT): Promise<SeededOrders> {
  const started = Date.now();
  const client = await db.$client.connect();
  try {
    await client.query('begin');
    // A bulk load, as a restore is: the dashboard's triggers stay quiet, and the orders'
    // figures and days are computed once at the end, after ANALYZE.
    await client.query('set local session_replication_role = replica');
    await client.query('select setseed(0.42)');
    await client.query(
      `insert into customers (user_name, nick_name, first_name, last_name, user_type, user_status,
                              password_hash, country)
       select 'bench-customer-' || n || '@bench.example', 'bench-customer-' || n,
              'Bench', 'Customer ' || n, 'C', 'A', '', 'IT'
         from generate_series(1, $1::int) as n`,
      [BENCH_CUSTOMERS],
    );
    // One row per order with its number n, a customer k and a status picked by weight:
    // S 55 %, P 15 %, C 10 %, O 10 %, Z 8 %, U 2 %.
    await client.query(
      `with c as (
         select id, user_name, first_name || ' ' || last_name as name,
                row_number() over (order by user_name) - 1 as k
           from customers where user_name like 'bench-customer-%'
       ),
       n as (
         select n, n % $2::int as k,
                now() - random() * interval '730 days' as placed,
                random() as pick,
                random() as fee
           from generate_series(1, $1::int) as n
       ),
       o as (
         select n.*, case when pick < 0.55 then 'S' when pick < 0.70 then 'P'
                          when pick < 0.80 then 'C' when pick < 0.90 then 'O'
                          when pick < 0.98 then 'Z' else 'U' end as status,
                case when fee < 0.3 then 0 when fee < 0.85 then 590 else 990 end as delivery
           from n
       )
       insert into orders (cart_id, date_added, expires_on, status, payment_status, payment_type,
                           lng, customer_id, customer_email, addr_name, addr_email, addr_line1,
                           addr_city, addr_code, addr_country, delivery_inc_tax, delivery_ex_tax,
                           delivery_tax, delivery_date_from, delivery_date_to, delivery_type,
                           tracking_no, placed_at, paid_at, shipped_at, cancelled_at, updated_at)
       select 'bench-' || o.n, o.placed - interval '10 minutes', o.placed + interval '5 days',
              o.status,
              case when o.status in ('S', 'P', 'C') then 'P'
                   when o.status = 'O' and o.n % 2 = 0 then 'O' else 'U' end,
              'STRIPE', case when o.n % 3 = 0 then 'it' else 'en' end,
              c.id, c.user_name, c.name, c.user_name, 'Via Roma ' || o.n, 'Roma', '00100', 'IT',
              o.delivery, round(o.delivery * 100 / 122.0), o.delivery - round(o.delivery * 100 / 122.0),
              (o.placed at time zone 'UTC')::date + 3, (o.placed at time zone 'UTC')::date + 5,
              case when o.n % 7 = 0 then 'exp' else 'std' end,
              case when o.status in ('S', 'C') then 'TRK' || lpad(o.n::text, 8, '0') else '' end,
              o.placed,
              case when o.status in ('S', 'P', 'C') then o.placed end,
              case when o.status in ('S', 'C') then o.placed + interval '2 days' end,
              case when o.status = 'Z' then o.placed + interval '1 day' end,
              o.placed
         from o join c on c.k = o.k
        -- A shop writes its orders as they come: the table's order is the time order.
        order by o.placed`,
      [count, BENCH_CUSTOMERS],
    );
    // Lines: product by a stride over the catalogue; shipped in S and C orders (3 % of them
    // returned, 2 % marked for return), cancelled in Z orders, 3 % cancelled elsewhere.
    await client.query(
      `with p as (
         select id, sku, eng->>'name' as name, ita->>'name' as ita_name, retail_price,
                case when supplier_price > 0 then supplier_price
                     else round(retail_price * 0.45)::int end as supplier_price,
                row_number() over (order by sku) - 1 as k,
                count(*) over () as total
           from products
       ),
       l as (
         select o.id as order_id, o.status as order_status, o.shipped_at,
                split_part(o.cart_id, '-', 2)::int as n, j,
                1 + floor(random() * 3)::int as quantity, random() as pick
           from orders o
           cross join lateral generate_series(1, 1 + split_part(o.cart_id, '-', 2)::int % 5) as j
          where o.cart_id like 'bench-%'
       )
       insert into order_items (order_id, product_id, sku, name, ita_name, quantity, unit_price,
                                retail_price, item_inc_tax, item_ex_tax, item_tax, shipped,
                                shipped_date, status, supplier_price)
       select l.order_id, p.id, p.sku, p.name, p.ita_name, l.quantity, p.retail_price,
              p.retail_price, p.retail_price * l.quantity,
              round(p.retail_price * l.quantity * 100 / 122.0),
              p.retail_price * l.quantity - round(p.retail_price * l.quantity * 100 / 122.0),
              l.order_status in ('S', 'C'),
              case when l.order_status in ('S', 'C') then l.shipped_at end,
              case when l.order_status in ('S', 'C') then
                     case when l.pick < 0.03 then 'X' when l.pick < 0.05 then 'R' else 'S' end
                   when l.order_status = 'Z' then 'Z'
                   when l.pick < 0.03 then 'Z' else 'O' end,
              p.supplier_price
         from l join p on p.k = (l.n * 7 + l.j * 13) % p.total`,
    );
    await client.query(
      `insert into returns (order_id, order_item_id, customer_id, quantity, reason, policy_read,
                            status, created_at, received_at)
       select i.order_id, i.id, o.customer_id, 1, 'Bench return', true,
              case when i.status = 'X' then 'X' else 'A' end,
              o.shipped_at + interval '5 days',
              case when i.status = 'X' then o.shipped_at + interval '10 days' end
         from order_items i join orders o on o.id = i.order_id
        where o.cart_id like 'bench-%' and i.status in ('X', 'R')`,
    );
    await client.query(
      `update orders o
          set total_items = s.quantity, total_price = s.inc,
              cart_inc_tax = s.inc, cart_ex_tax = s.ex, cart_tax = s.inc - s.ex,
              total_inc_tax = s.inc + o.delivery_inc_tax,
              total_ex_tax = s.ex + o.delivery_ex_tax,
              total_tax = s.inc - s.ex + o.delivery_tax
         from (select order_id, sum(quantity)::int as quantity, sum(item_inc_tax)::int as inc,
                      sum(item_ex_tax)::int as ex
                 from order_items group by order_id) s
        where s.order_id = o.id and o.cart_id like 'bench-%'`,
    );
    await client.query('commit');
    // As autovacuum would on a live shop: statistics, and the visibility map that lets counts
    // and sums read indexes only (the updates above left every row version to be cleaned).
    await client.query('vacuum analyze');
    // The quiet triggers noted nothing: every placed order is noted, then figured and summed.
    await client.query(
      `insert into sales_stale_orders (order_id)
       select id from orders where placed_at is not null on conflict do nothing`,
    );
    await syncOrderSales(db);
    await client.query('vacuum analyze order_sales, order_sales_skus, sales_days, sales_day_skus');
    const { rows } = await client.query<{ orders: string; items: string }>(
      `select (select count(*) from orders where cart_id like 'bench-%') as orders,
              (select count(*) from order_items i join orders o on o.id = i.order_id
                where o.cart_id like 'bench-%') as items`,
    );
    return {
      orders: Number(rows[0]?.orders ?? 0),
      items: Number(rows[0]?.items ?? 0),
      seconds: (Date.now() - started) / 1000,
    };
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}
