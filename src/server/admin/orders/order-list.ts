import {
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  lt,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { adminOrderSort, type AdminOrderSort } from '../../../core/orders/admin-order-sort';
import type { AdminOrdersQuery } from '../../../core/orders/admin-order-input';
import { adminOrdersQuerySchema } from '../../../core/orders/admin-order-input';
import {
  orderListCriteria,
  type OrderListCriteria,
} from '../../../core/orders/order-list-criteria';
import type { OrderFilterCode } from '../../../core/orders/order-filters';
import { orderStatusLabel } from '../../../core/orders/order-status';
import { deliveryTypeOf, orderStatusOf, paymentStatusOf } from '../../orders/row-codes';
import type { AdminOrderList, ItemCounts, OrderRow } from './admin-order-answer';
import { RETURN_TO_HANDLE } from '../../../core/orders/line-status';
import type { Db } from '../../db/client';
import { orderItems, orders, returns } from '../../db/schema';
import { DAY_MS } from '../../../core/dates/utc-date';

/** `like` wildcards typed by the admin are searched for as themselves. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const handleCodes = sql.join(
  RETURN_TO_HANDLE.map((code) => sql`${code}`),
  sql`, `,
);

/** The order has a return request not yet received back (filter R). */
const hasReturnToHandle = sql`exists (select 1 from ${returns} where ${returns.orderId} = ${orders.id} and ${returns.status} in (${handleCodes}))`;

/** One filter code as a condition (docs/api-admin.md, Orders: `filter`). */
function filterCondition(code: OrderFilterCode): SQL | undefined {
  switch (code) {
    case 'C':
    case 'O':
    case 'S':
    case 'Z':
      return eq(orders.status, code);
    case 'P':
      return and(eq(orders.paymentStatus, 'P'), ne(orders.status, 'Z'));
    case 'U':
      return and(inArray(orders.paymentStatus, ['O', 'U']), ne(orders.status, 'Z'));
    case 'R':
      return hasReturnToHandle;
    default:
      return undefined;
  }
}

function criteriaCondition(criteria: OrderListCriteria): SQL | undefined {
  switch (criteria.kind) {
    case 'date': {
      const from = new Date(`${criteria.start}T00:00:00.000Z`);
      const to = new Date(new Date(`${criteria.end}T00:00:00.000Z`).getTime() + DAY_MS);
      return and(gte(orders.placedAt, from), lt(orders.placedAt, to));
    }
    case 'search': {
      const text = criteria.search;
      if (/^\d{1,9}$/.test(text)) return eq(orders.orderNo, Number(text));
      // ilike on the columns themselves: their trigram indexes (0005) answer it.
      const pattern = likeText(text);
      return or(
        ilike(orders.customerEmail, pattern),
        ilike(orders.addrName, pattern),
        ilike(orders.trackingNo, pattern),
      );
    }
    case 'status':
      return or(...criteria.filters.map(filterCondition));
    case 'all':
      return undefined;
  }
}

function orderBy(sort: AdminOrderSort): SQL[] {
  switch (sort) {
    case 'A':
      return [asc(orders.placedAt), asc(orders.orderNo)];
    case 'DD':
      return [sql`${orders.deliveryDateFrom} asc nulls last`, asc(orders.orderNo)];
    case 'E':
      return [sql`lower(${orders.customerEmail}) asc`, asc(orders.orderNo)];
    case 'D':
      return [desc(orders.placedAt), desc(orders.orderNo)];
  }
}

const listColumns = {
  id: orders.id,
  orderNo: orders.orderNo,
  placedAt: orders.placedAt,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  customerEmail: orders.customerEmail,
  customerId: orders.customerId,
  addrName: orders.addrName,
  addrCountry: orders.addrCountry,
  totalIncTax: orders.totalIncTax,
  currency: orders.currency,
  totalItems: orders.totalItems,
  deliveryType: orders.deliveryType,
  deliveryDateFrom: orders.deliveryDateFrom,
  deliveryDateTo: orders.deliveryDateTo,
  trackingNo: orders.trackingNo,
};
type ListRow = Pick<typeof orders.$inferSelect, keyof typeof listColumns>;

const NO_ITEMS: ItemCounts = {
  total: 0,
  shipped: 0,
  cancelled: 0,
  returned: 0,
  returnsToHandle: 0,
};

/** One row of the admin order list (docs/api-admin.md, Orders: `OrderRow`). */
export function presentOrderRow(row: ListRow, items: ItemCounts = NO_ITEMS): OrderRow {
  const status = orderStatusOf(row.status);
  const paymentStatus = paymentStatusOf(row.paymentStatus);
  return {
    _id: row.id,
    orderNo: row.orderNo,
    placedAt: row.placedAt ? row.placedAt.toISOString() : null,
    status,
    paymentStatus,
    statusLabel: orderStatusLabel(status, paymentStatus),
    customer: { email: row.customerEmail, customerId: row.customerId, name: row.addrName },
    country: row.addrCountry,
    totalIncTax: row.totalIncTax,
    currency: row.currency,
    totalItems: row.totalItems,
    deliveryType: deliveryTypeOf(row.deliveryType),
    deliveryDate: { from: row.deliveryDateFrom, to: row.deliveryDateTo },
    trackingNo: row.trackingNo,
    items,
  };
}

/** The item counts of the listed orders only: one grouped query on lines, one on returns. */
async function itemCounts(db: Db, orderIds: string[]): Promise<Map<string, ItemCounts>> {
  if (orderIds.length === 0) return new Map();
  // One request per line (returns_item_uq): counting requests counts lines.
  const toHandle = db
    .select({ orderId: returns.orderId, count: sql<number>`count(*)::int` })
    .from(returns)
    .where(and(inArray(returns.orderId, orderIds), inArray(returns.status, [...RETURN_TO_HANDLE])))
    .groupBy(returns.orderId);
  const lines = db
    .select({
      orderId: orderItems.orderId,
      total: sql<number>`count(*)::int`,
      shipped: sql<number>`(count(*) filter (where ${orderItems.shipped}))::int`,
      cancelled: sql<number>`(count(*) filter (where ${orderItems.status} = 'Z'))::int`,
      returned: sql<number>`(count(*) filter (where ${orderItems.status} in ('R', 'X')))::int`,
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .groupBy(orderItems.orderId);
  const [lineRows, handleRows] = await Promise.all([lines, toHandle]);
  const handle = new Map(handleRows.map((row) => [row.orderId, row.count]));
  return new Map(
    lineRows.map(({ orderId, ...counts }) => [
      orderId,
      { ...counts, returnsToHandle: handle.get(orderId) ?? 0 },
    ]),
  );
}

const countOf = async (db: Db, where: SQL | undefined) =>
  (
    await db
      .select({ total: sql<number>`count(*)::int` })
      .from(orders)
      .where(where)
  )[0]?.total ?? 0;

/**
 * The page and the count. A search's matches come from the trigram indexes (three bitmap
 * scans) and are few, so its count comes with its page from that one read (`count(*) over ()`). Everything else is a cheap scan or an index walk, which
 * PostgreSQL runs in parallel workers, so page and count are asked apart and at once. A page
 * past the end has no row to carry the count: counted alone.
 */
async function pageAndTotal(
  db: Db,
  where: SQL | undefined,
  sort: AdminOrderSort,
  input: { page: number; rows: number },
  kind: OrderListCriteria['kind'],
): Promise<{ page: ListRow[]; total: number }> {
  const offset = (input.page - 1) * input.rows;
  if (kind !== 'search') {
    const [page, total] = await Promise.all([
      db
        .select(listColumns)
        .from(orders)
        .where(where)
        .orderBy(...orderBy(sort))
        .limit(input.rows)
        .offset(offset),
      countOf(db, where),
    ]);
    return { page, total };
  }
  const rows = await db
    .select({ ...listColumns, total: sql<number>`(count(*) over ())::int` })
    .from(orders)
    .where(where)
    .orderBy(...orderBy(sort))
    .limit(input.rows)
    .offset(offset);
  const first = rows[0];
  if (!first) return { page: [], total: offset === 0 ? 0 : await countOf(db, where) };
  return { page: rows.map(({ total: _total, ...row }) => row), total: first.total };
}

/**
 * GET admin_orders: placed orders only, filtered, counted and paged by the database (two
 * queries for the page and its count, one for the page's item counts), so the list stays
 * quick however many orders there are. `extra` narrows it further (one customer's orders).
 */
export async function listAdminOrders(
  db: Db,
  query: AdminOrdersQuery,
  extra?: SQL,
): Promise<AdminOrderList> {
  const input = adminOrdersQuerySchema.parse(query);
  const sort = adminOrderSort(input.sort);
  const criteria = orderListCriteria({
    filter: input.filter ?? null,
    search: input.search ?? null,
    dateRange: input.date ?? null,
  });
  const where = and(isNotNull(orders.placedAt), criteriaCondition(criteria), extra);
  const [{ page, total }, returnsToHandle] = await Promise.all([
    pageAndTotal(db, where, sort, input, criteria.kind),
    countOf(db, and(isNotNull(orders.placedAt), hasReturnToHandle)),
  ]);
  const counts = await itemCounts(
    db,
    page.map((row) => row.id),
  );
  return {
    orders: page.map((row) => presentOrderRow(row, counts.get(row.id))),
    total,
    returnsToHandle,
    page: input.page,
    rows: input.rows,
    sort,
  };
}
