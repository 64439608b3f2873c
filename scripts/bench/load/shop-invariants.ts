import type { Db } from '../../../src/server/db/client';
import type { SimulatorRequest } from '../../../src/tools/payment-simulator';
import { stockSnapshot, type StockRow } from './load-fixtures';
import { checkOrderTotals } from './order-totals-check';
import { checkPayments } from './payment-check';

export interface InvariantResult {
  name: string;
  ok: boolean;
  detail: string;
}

export interface ShopEvidence {
  /** When the checkout load started: orders placed since are the run's. */
  since: Date;
  stockBefore: Map<string, StockRow>;
  simulatorLog: readonly SimulatorRequest[];
  /** Order numbers order_confirm answered, by cart token. */
  answeredOrders: Map<string, Set<number>>;
  /** The product the buyers outnumber. */
  scarceSku: string;
  /** Carts answered SOLD_OUT by confirm_payment: each must have been sold out and refunded. */
  soldOutByWebhook: ReadonlySet<string>;
}

const result = (name: string, problems: string[], detail: string): InvariantResult => ({
  name,
  ok: problems.length === 0,
  detail:
    problems.length === 0
      ? detail
      : `${problems.length} problem(s): ${problems.slice(0, 5).join('; ')}`,
});

function scarceLeft(evidence: ShopEvidence, after: Map<string, StockRow>): string {
  const row = [...after.values()].find((r) => r.sku === evidence.scarceSku);
  return row ? `${row.sku} ${row.inStock - row.minStock} left above its minimum` : '';
}

async function stockChecks(db: Db, evidence: ShopEvidence): Promise<InvariantResult[]> {
  const after = await stockSnapshot(db);
  const { rows } = await db.$client.query<{ productId: string; units: number }>(
    `select i.product_id as "productId", sum(i.quantity * i.sell_pack)::int as units
       from order_items i join orders o on o.id = i.order_id
      where o.placed_at >= $1 group by i.product_id`,
    [evidence.since],
  );
  const sold = new Map(rows.map((row) => [row.productId, row.units]));
  const below: string[] = [];
  const mismatched: string[] = [];
  let units = 0;
  for (const [id, before] of evidence.stockBefore) {
    const now = after.get(id);
    if (!now) continue;
    const moved = before.inStock !== now.inStock;
    if (now.inStock < 0 || (moved && now.inStock < now.minStock)) {
      below.push(`${now.sku} ${now.inStock} < min ${now.minStock}`);
    }
    const taken = before.inStock - now.inStock;
    units += taken;
    if ((sold.get(id) ?? 0) !== taken) {
      mismatched.push(`${now.sku}: sold ${sold.get(id) ?? 0}, stock took ${taken}`);
    }
  }
  return [
    result(
      'no stock below its minimum (nothing oversold)',
      below,
      `${after.size} products; ${scarceLeft(evidence, after)}`,
    ),
    result(
      'units sold = stock taken, per product',
      mismatched,
      `${units} units over ${sold.size} products`,
    ),
  ];
}

async function orderChecks(db: Db, evidence: ShopEvidence): Promise<InvariantResult[]> {
  const { rows: placed } = await db.$client.query<{
    cartId: string;
    orderNo: number;
    placings: number;
  }>(
    `select o.cart_id as "cartId", o.order_no as "orderNo",
            (select count(*)::int from order_events e
              where e.order_id = o.id and e.action = 'placed') as placings
       from orders o where o.placed_at >= $1`,
    [evidence.since],
  );
  const orderOfCart = new Map(placed.map((row) => [row.cartId, row.orderNo]));
  // A run too short or too starved to finish a purchase has checked nothing: that fails too.
  const nothing =
    placed.length === 0 ? ['no order was placed: the checkout never got through'] : [];
  const duplicates = placed
    .filter((row) => row.placings !== 1)
    .map((row) => `order ${row.orderNo} placed ${row.placings}×`);
  for (const [cartId, numbers] of evidence.answeredOrders) {
    const stored = orderOfCart.get(cartId);
    if (numbers.size !== 1 || stored === undefined || !numbers.has(stored)) {
      duplicates.push(
        `cart ${cartId.slice(0, 8)}: answered ${[...numbers].join(',')}, stored ${stored}`,
      );
    }
  }
  const { rows: soldOut } = await db.$client.query<{ cartId: string }>(
    `select o.cart_id as "cartId" from orders o
      where o.cart_id = any($1) and o.placed_at is null
        and exists (select 1 from order_events e where e.order_id = o.id and e.action = 'sold_out')`,
    [[...evidence.soldOutByWebhook]],
  );
  const confirmedSoldOut = new Set(soldOut.map((row) => row.cartId));
  const unexplained = [...evidence.soldOutByWebhook]
    .filter((cartId) => !confirmedSoldOut.has(cartId))
    .map((cartId) => `cart ${cartId.slice(0, 8)} answered SOLD_OUT without a sold-out`);
  return [
    result(
      'one order per cart, placed once, as answered',
      [...nothing, ...duplicates],
      `${placed.length} orders placed, ${evidence.answeredOrders.size} answered to their buyers`,
    ),
    result(
      'SOLD_OUT after paying only when sold out meanwhile',
      unexplained,
      `${evidence.soldOutByWebhook.size} such answers, each sold out and refunded`,
    ),
  ];
}

/** The shop's books after the load: stock, orders, totals and money agree. */
export async function checkShop(db: Db, evidence: ShopEvidence): Promise<InvariantResult[]> {
  const totals = await checkOrderTotals(db, evidence.since);
  const money = await checkPayments(db, evidence.since, evidence.simulatorLog);
  return [
    ...(await stockChecks(db, evidence)),
    ...(await orderChecks(db, evidence)),
    result(
      'order totals = recomputed from their lines (src/core)',
      totals.problems,
      `${totals.orders} orders re-priced`,
    ),
    result(
      'every charge pays one order or was refunded',
      money.problems,
      `${money.charged} charged: ${money.placed} orders, ${money.refunded} refunded`,
    ),
  ];
}
