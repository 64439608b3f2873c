import { createDb } from '../../../src/server/db/client';
import { seedBenchOrders } from '../seed-orders';
import type { ScreenRecords } from './admin-screens';

/** Orders on the sample shop: its screens have a working shop's lists to show, not empty ones. */
const BENCH_ADMIN_ORDERS = 2_000;
const BENCH_MESSAGES = 60;

/**
 * The sample shop with what a shop at work has: orders and their customers, contact messages.
 * Answers the records the detail screens open, and the shipped orders the order action
 * completes (one per sample).
 */
export async function fillSampleShop(
  databaseUrl: string,
): Promise<ScreenRecords & { shippedOrders: string[] }> {
  const db = createDb(databaseUrl, 2);
  try {
    await seedBenchOrders(db, BENCH_ADMIN_ORDERS);
    const client = db.$client;
    await client.query(
      `insert into messages (name, email, subject, message, lng, status, created_at)
       select 'Visitor ' || n, 'visitor-' || n || '@bench.example', 'Question ' || n,
              'Is the bag in stock in another colour? ' || n,
              case when n % 3 = 0 then 'it' else 'en' end,
              case when n % 4 = 0 then 'A' when n % 2 = 0 then 'R' else 'N' end,
              now() - n * interval '1 hour'
         from generate_series(1, $1::int) as n`,
      [BENCH_MESSAGES],
    );
    const one = async (sql: string) => {
      const { rows } = await client.query<{ v: string }>(sql);
      const value = rows[0]?.v;
      if (!value) throw new Error(`nothing for: ${sql}`);
      return value;
    };
    const { rows: shipped } = await client.query<{ id: string }>(
      `select id from orders where status = 'S' and payment_status = 'P' order by placed_at desc limit 40`,
    );
    return {
      orderId: await one(
        `select id as v from orders where placed_at is not null order by placed_at desc limit 1`,
      ),
      customerId: await one(
        `select customer_id as v from orders where customer_id is not null
          group by customer_id order by count(*) desc limit 1`,
      ),
      sku: await one(`select sku as v from products order by sku limit 1`),
      shippedOrders: shipped.map((row) => row.id),
    };
  } finally {
    await db.$client.end();
  }
}
