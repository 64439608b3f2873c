import { and, asc, desc, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  addresses,
  colors,
  countries,
  orderItems,
  orders,
  productColors,
  products,
  taxRates,
} from '../db/schema';
import type { CountryRow, OrderItemRow, OrderRow, ProductRow } from '../db/rows';
import type { Tx } from '../db/transaction';

/**
 * What the cart reads; its rows are written by src/server/orders/cart-rows.ts (a cart is an order
 * not placed yet). The rules live in the service and in src/core/cart.
 */

/** orders' own default, for a shop whose tax table has no default rate. */
const FALLBACK_TAX_BP = 2200;

export async function readCartByToken(db: Db | Tx, cartId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.cartId, cartId)).limit(1);
  return row;
}

/**
 * The cart row, locked until the transaction ends, so two tabs changing one cart run one
 * after the other instead of each writing its own lines over the other's.
 */
export async function lockCartByToken(tx: Tx, cartId: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.cartId, cartId)).for('update');
  return row;
}

/**
 * The customer's open cart (not placed, not paid, not expired) changed last, locked until the
 * transaction ends: the one a login brings back.
 */
export async function lockOpenCartOf(
  tx: Tx,
  customerId: string,
  now: Date,
): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        isNull(orders.placedAt),
        eq(orders.status, 'O'),
        ne(orders.paymentStatus, 'P'),
        gt(orders.expiresOn, now),
      ),
    )
    .orderBy(desc(orders.updatedAt), desc(orders.dateAdded))
    .limit(1)
    .for('update');
  return row;
}

export async function readOrder(db: Db | Tx, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  return row;
}

/** The lines in the order they were added (their ids are time-ordered, see line-id.ts). */
export async function readCartItems(db: Db | Tx, orderId: string): Promise<OrderItemRow[]> {
  return db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}

export async function readProducts(
  db: Db | Tx,
  ids: readonly string[],
): Promise<Map<string, ProductRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(products)
    .where(inArray(products.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The products' colours (English names) in the order the product page lists them, so a line's
 * colour finds its picture by the same rule (core/catalogue/colour-picture.ts).
 */
export async function readProductColours(
  db: Db | Tx,
  ids: readonly string[],
): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  if (ids.length === 0) return found;
  const rows = await db
    .select({ productId: productColors.productId, name: colors.name })
    .from(productColors)
    .innerJoin(colors, eq(colors.id, productColors.colorId))
    .where(inArray(productColors.productId, [...new Set(ids)]))
    .orderBy(asc(colors.sort), asc(colors.name));
  for (const row of rows) found.set(row.productId, [...(found.get(row.productId) ?? []), row.name]);
  return found;
}

export async function activeCountries(db: Db | Tx): Promise<CountryRow[]> {
  return db.select().from(countries).where(eq(countries.active, true));
}

/** An active delivery country by ISO code with its own tax rate (null: the shop's default). */
export async function deliveryCountry(
  db: Db | Tx,
  code: string,
): Promise<{ country: CountryRow; taxBp: number | null } | undefined> {
  if (!code) return undefined;
  const [row] = await db
    .select({ country: countries, taxBp: taxRates.rateBp })
    .from(countries)
    .leftJoin(taxRates, eq(taxRates.id, countries.taxRateId))
    .where(and(eq(countries.code, code), eq(countries.active, true)))
    .limit(1);
  return row;
}

export async function defaultTaxBp(db: Db | Tx): Promise<number> {
  const [row] = await db
    .select({ rateBp: taxRates.rateBp })
    .from(taxRates)
    .where(eq(taxRates.isDefault, true))
    .limit(1);
  return row?.rateBp ?? FALLBACK_TAX_BP;
}

export async function ownAddressEntry(db: Db | Tx, customerId: string, id: string) {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)))
    .limit(1);
  return row;
}
