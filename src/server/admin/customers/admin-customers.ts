import { and, count, desc, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { contentLanguage } from '../../../core/routes/languages';
import { pageOffset, type AdminPaging } from '../../../core/validation/admin-people';
import type { Db } from '../../db/client';
import type { CustomerRow } from '../../db/rows';
import { customers, orders, payments } from '../../db/schema';
import { KEPT_PAYMENT_STATUSES, refundedPart } from '../../orders/amount-paid';
import { notFound } from '../../../core/domain-error';
import { presentProfile } from '../../customers/present-profile';
import { userStatusSchema, userTypeSchema } from '../../customers/account-code-schemas';
import type { AdminCustomer, AdminCustomerDetail } from './admin-customer-answer';

export interface CustomerTotals {
  /** Placed orders, any status. */
  orders: number;
  /** `totalIncTax` of the paid ones less what returns gave back of them, in cents. */
  spent: number;
}

const NO_ORDERS: CustomerTotals = { orders: 0, spent: 0 };

/**
 * A list row; never the password hash nor the sign-in links. The codes are read through their
 * schemas: the columns are text, kept to these codes by the table's checks.
 */
function presentCustomer(row: CustomerRow, totals: CustomerTotals): AdminCustomer {
  return {
    _id: row.id,
    userName: row.userName,
    firstName: row.firstName,
    lastName: row.lastName,
    nickName: row.nickName,
    userType: userTypeSchema.parse(row.userType),
    userStatus: userStatusSchema.parse(row.userStatus),
    lng: contentLanguage(row.lng),
    createdAt: row.createdAt.toISOString(),
    orders: totals.orders,
    spent: totals.spent,
  };
}

/** One customer's page: the list row plus the rest of the profile, as the customer sees it. */
export function presentCustomerDetail(
  row: CustomerRow,
  totals: CustomerTotals,
): AdminCustomerDetail {
  const { id: _id, ...profile } = presentProfile(row);
  return {
    ...presentCustomer(row, totals),
    ...profile,
    activatedAt: row.activatedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What received returns gave back of an order's kept payments (issue 26.2). */
const returnRefunds = sql`select coalesce(sum(${refundedPart}), 0) from ${payments}
  where ${payments.orderId} = ${orders.id}
    and ${inArray(payments.status, [...KEPT_PAYMENT_STATUSES])}`;

/** Each customer's placed orders and paid total, in one grouped query. */
export async function customerTotals(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, CustomerTotals>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      customerId: orders.customerId,
      orders: count(),
      spent:
        sql<number>`coalesce(sum(${orders.totalIncTax} - (${returnRefunds})) filter (where ${orders.paymentStatus} = 'P'), 0)`.mapWith(
          Number,
        ),
    })
    .from(orders)
    .where(and(inArray(orders.customerId, [...ids]), isNotNull(orders.placedAt)))
    .groupBy(orders.customerId);
  return new Map(
    rows.flatMap((row) =>
      row.customerId ? [[row.customerId, { orders: row.orders, spent: row.spent }]] : [],
    ),
  );
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

export interface CustomerListQuery extends AdminPaging {
  search?: string | undefined;
  type?: 'A' | 'C' | undefined;
  status?: 'P' | 'A' | 'B' | undefined;
}

function listWhere(query: CustomerListQuery): SQL | undefined {
  const pattern = query.search ? likePattern(query.search) : undefined;
  return and(
    pattern
      ? or(
          ilike(customers.userName, pattern),
          ilike(customers.firstName, pattern),
          ilike(customers.lastName, pattern),
          ilike(customers.nickName, pattern),
        )
      : undefined,
    query.type ? eq(customers.userType, query.type) : undefined,
    query.status ? eq(customers.userStatus, query.status) : undefined,
  );
}

/** Newest accounts first; the totals are read for the page's customers only. */
export async function listAdminCustomers(db: Db, query: CustomerListQuery) {
  const where = listWhere(query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(customers)
      .where(where)
      .orderBy(desc(customers.createdAt), desc(customers.id))
      .limit(query.rows)
      .offset(pageOffset(query)),
    db.select({ n: count() }).from(customers).where(where),
  ]);
  const totals = await customerTotals(
    db,
    rows.map((row) => row.id),
  );
  return {
    customers: rows.map((row) => presentCustomer(row, totals.get(row.id) ?? NO_ORDERS)),
    total: total?.n ?? 0,
    page: query.page,
    rows: query.rows,
  };
}

export async function findCustomerRow(db: Db, id: string): Promise<CustomerRow> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
  if (!row) throw notFound('The customer');
  return row;
}

export async function findAdminCustomer(db: Db, id: string): Promise<AdminCustomerDetail> {
  const row = await findCustomerRow(db, id);
  const totals = await customerTotals(db, [id]);
  return presentCustomerDetail(row, totals.get(id) ?? NO_ORDERS);
}
