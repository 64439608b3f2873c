import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orderItems } from '../db/schema';

/**
 * Columns to select beside an order line: its options' Italian names. A line keeps the English
 * names it was priced with (one line whatever language the options were chosen in, see
 * cart-choice.ts); the Italian ones are read from the reference data when the line is shown:
 * colours and styles from their tables, the pack from the line's product. Each falls back to
 * the English name (a colour deleted since, or no Italian name entered).
 */
export const italianOptionNames = {
  itaColor: sql<string>`coalesce((select nullif(c.ita_name, '') from colors c where lower(c.name) = lower(${orderItems.color}) limit 1), ${orderItems.color})`,
  itaStyle: sql<string>`coalesce((select nullif(s.ita_name, '') from styles s where lower(s.name) = lower(${orderItems.style}) limit 1), ${orderItems.style})`,
  itaPackDescr: sql<string>`coalesce((select nullif(pk ->> 'itaDescr', '') from products p cross join jsonb_array_elements(p.packs) pk where p.id = ${orderItems.productId} and pk ->> 'descr' = ${orderItems.packDescr} limit 1), ${orderItems.packDescr})`,
};

export interface ItalianOptionNames {
  itaColor: string;
  itaStyle: string;
  itaPackDescr: string;
}

/** The Italian option names of an order's (or cart's) lines, by line id. */
export async function readItalianOptionNames(
  db: Pick<Db, 'select'>,
  orderId: string,
): Promise<Map<string, ItalianOptionNames>> {
  const rows = await db
    .select({ id: orderItems.id, ...italianOptionNames })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  return new Map(rows.map(({ id, ...names }) => [id, names]));
}
