import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './catalogue';
import { customers } from './customers';
import { shippers } from './delivery';

/**
 * A cart and the order it becomes are one row (spec: "Cart / order"), so placing an order is a
 * status change, not a copy. Every money column is integer cents and is computed by the server.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The token a visitor's browser keeps for its cart (get_cart?token). */
    cartId: text().notNull(),
    /** Human-readable order number, shown to customers and in admin searches. */
    orderNo: serial().notNull(),
    dateAdded: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresOn: timestamp({ withTimezone: true }).notNull(),
    /** O open, C complete, P paid, S shipped, Z cancelled, U unpaid. */
    status: text().notNull().default('O'),
    lng: text().notNull().default('en'),
    customerId: uuid().references(() => customers.id, { onDelete: 'set null' }),
    customerEmail: text().notNull().default(''),

    addrName: text().notNull().default(''),
    addrEmail: text().notNull().default(''),
    addrTel: text().notNull().default(''),
    addrLine1: text().notNull().default(''),
    addrLine2: text().notNull().default(''),
    addrCity: text().notNull().default(''),
    addrRegion: text().notNull().default(''),
    addrCode: text().notNull().default(''),
    addrCountry: text().notNull().default(''),
    addrComments: text().notNull().default(''),
    addrId: uuid(),

    /** PAYPAL or STRIPE. */
    paymentType: text(),
    /** O, P, U as in the spec's payment-status filter. */
    paymentStatus: text().notNull().default('U'),
    paymentRef: text().notNull().default(''),
    paymentId: text().notNull().default(''),
    payerId: text().notNull().default(''),

    currency: text().notNull().default('EUR'),
    taxBp: integer().notNull().default(2200),
    taxIncluded: boolean().notNull().default(true),
    totalWeight: integer().notNull().default(0),
    totalPrice: integer().notNull().default(0),
    totalItems: integer().notNull().default(0),

    totalIncTax: integer().notNull().default(0),
    totalTax: integer().notNull().default(0),
    totalExTax: integer().notNull().default(0),
    cartIncTax: integer().notNull().default(0),
    cartTax: integer().notNull().default(0),
    cartExTax: integer().notNull().default(0),
    deliveryItems: integer().notNull().default(0),
    deliveryWeight: integer().notNull().default(0),
    deliveryIncTax: integer().notNull().default(0),
    deliveryTax: integer().notNull().default(0),
    deliveryExTax: integer().notNull().default(0),
    deliveryDateFrom: date(),
    deliveryDateTo: date(),
    deliveryDays: text().notNull().default('3-5'),
    /** std or exp. */
    deliveryType: text().notNull().default('std'),
    shipperId: integer().references(() => shippers.id, { onDelete: 'set null' }),
    trackingNo: text().notNull().default(''),
    trackingComments: text().notNull().default(''),

    placedAt: timestamp({ withTimezone: true }),
    /**
     * When the buyer agreed to the Terms and Conditions (spec 5), by the server's clock: set by
     * the call that started the payment (stripe_create, paypal_create) or, failing that, by
     * order_confirm. A cart is never placed without it; orders placed before it was kept have
     * none.
     */
    termsAcceptedAt: timestamp({ withTimezone: true }),
    paidAt: timestamp({ withTimezone: true }),
    shippedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    /** When admin_complete_order last mailed the customer a payment link. */
    paymentRequestedAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_cart_id_uq').on(t.cartId),
    uniqueIndex('orders_order_no_uq').on(t.orderNo),
    index('orders_status_date_idx').on(t.status, t.dateAdded),
    index('orders_payment_status_date_idx').on(t.paymentStatus, t.dateAdded),
    index('orders_date_idx').on(t.dateAdded),
    index('orders_customer_idx').on(t.customerId, t.dateAdded),
    index('orders_customer_email_idx').on(sql`lower(${t.customerEmail})`),
    // The admin order list (placed orders only): one index per sort, so a page is an index walk
    // that stops after its rows, and trigram indexes for its "contains" search (pg_trgm, 0004).
    index('orders_list_placed_idx')
      .on(t.placedAt, t.orderNo)
      .where(sql`${t.placedAt} is not null`),
    index('orders_list_delivery_idx')
      .on(t.deliveryDateFrom, t.orderNo)
      .where(sql`${t.placedAt} is not null`),
    index('orders_list_email_idx')
      .on(sql`lower(${t.customerEmail})`, t.orderNo)
      .where(sql`${t.placedAt} is not null`),
    index('orders_list_status_idx')
      .on(t.status, t.paymentStatus)
      .where(sql`${t.placedAt} is not null`),
    index('orders_search_email_trgm')
      .using('gin', t.customerEmail.op('gin_trgm_ops'))
      .where(sql`${t.placedAt} is not null`),
    index('orders_search_name_trgm')
      .using('gin', t.addrName.op('gin_trgm_ops'))
      .where(sql`${t.placedAt} is not null`),
    index('orders_search_tracking_trgm')
      .using('gin', t.trackingNo.op('gin_trgm_ops'))
      .where(sql`${t.placedAt} is not null`),
    check('orders_status_code', sql`${t.status} in ('O', 'C', 'P', 'S', 'Z', 'U')`),
    check('orders_payment_status', sql`${t.paymentStatus} in ('O', 'P', 'U')`),
    check(
      'orders_payment_type',
      sql`${t.paymentType} is null or ${t.paymentType} in ('PAYPAL', 'STRIPE')`,
    ),
    check('orders_delivery_type', sql`${t.deliveryType} in ('std', 'exp')`),
    check('orders_lng', sql`${t.lng} in ('en', 'it')`),
    check('orders_money', sql`${t.totalIncTax} >= 0 and ${t.deliveryIncTax} >= 0`),
  ],
);

/**
 * One parcel that left the shop (issue 26.3): admin_ship_item sends one item in it,
 * admin_ship_order the rest of the order. Its items point at it (order_items.shipment_id). Items
 * shipped before parcels were kept have none: their tracking is the order's own.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    shipperId: integer().references(() => shippers.id, { onDelete: 'set null' }),
    trackingNo: text().notNull().default(''),
    trackingComments: text().notNull().default(''),
    shippedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shipments_order_idx').on(t.orderId, t.shippedAt)],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid().references(() => products.id, { onDelete: 'set null' }),
    sku: text().notNull(),
    name: text().notNull(),
    itaName: text().notNull().default(''),
    priceDescr: text().notNull().default(''),
    itaPriceDescr: text().notNull().default(''),
    packDescr: text().notNull().default(''),
    image: text().notNull().default(''),
    quantity: integer().notNull(),
    minPurchase: integer().notNull().default(1),
    unitPrice: integer().notNull(),
    retailPrice: integer().notNull(),
    salePercent: integer().notNull().default(0),
    itemTax: integer().notNull().default(0),
    itemExTax: integer().notNull().default(0),
    itemIncTax: integer().notNull().default(0),
    onSale: boolean().notNull().default(false),
    size: text().notNull().default(''),
    color: text().notNull().default(''),
    style: text().notNull().default(''),
    /** Units in the chosen pack. */
    sellPack: integer().notNull().default(1),
    /** Grams per unit; weight-priced items get their real weight when weighed (PUT admin_orders). */
    productWeight: integer().notNull().default(0),
    /** Weight-priced items are priced once weighed (PUT admin_orders); until then TBC. */
    weighed: boolean().notNull().default(false),
    shipped: boolean().notNull().default(false),
    shippedDate: timestamp({ withTimezone: true }),
    /** The parcel it left in; null while unshipped, and for items shipped before issue 26.3. */
    shipmentId: uuid().references(() => shipments.id, { onDelete: 'set null' }),
    /** O open, S shipped, Z cancelled, R marked for return, X returned. */
    status: text().notNull().default('O'),
    supplierPrice: integer().notNull().default(0),
    sellBy: text().notNull().default('u'),
    freeDelivery: boolean().notNull().default(false),
    deliveryDays: text().notNull().default('3-5'),
    deliveryType: text().notNull().default('std'),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    check('order_items_quantity', sql`${t.quantity} > 0`),
    check('order_items_status', sql`${t.status} in ('O', 'S', 'Z', 'R', 'X')`),
    check('order_items_money', sql`${t.unitPrice} >= 0 and ${t.itemIncTax} >= 0`),
  ],
);

/** Every payment attempt with a provider, so a replayed webhook or a second confirm is harmless. */
export const payments = pgTable(
  'payments',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    provider: text().notNull(),
    providerId: text().notNull(),
    amount: integer().notNull(),
    currency: text().notNull().default('EUR'),
    /** The provider's own status word (succeeded, COMPLETED, requires_action, ...). */
    status: text().notNull(),
    raw: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_provider_id_uq').on(t.provider, t.providerId),
    index('payments_order_idx').on(t.orderId),
    check('payments_provider', sql`${t.provider} in ('PAYPAL', 'STRIPE', 'MANUAL')`),
  ],
);

/** Who did what to an order and when (admin actions, payments, customer returns). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial().primaryKey(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: uuid().references(() => orderItems.id, { onDelete: 'cascade' }),
    action: text().notNull(),
    actorId: uuid().references(() => customers.id, { onDelete: 'set null' }),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.at)],
);

export const returns = pgTable(
  'returns',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    orderItemId: uuid()
      .notNull()
      .references(() => orderItems.id, { onDelete: 'restrict' }),
    customerId: uuid().references(() => customers.id, { onDelete: 'set null' }),
    quantity: integer().notNull(),
    reason: text().notNull(),
    policyRead: boolean().notNull(),
    /** R requested, A authorised (marked for return), X received back, N refused. */
    status: text().notNull().default('R'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    receivedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('returns_item_uq').on(t.orderItemId),
    index('returns_customer_idx').on(t.customerId),
    // The admin list's "Returns to handle" filter asks per order, and an order's deletion is
    // checked against its returns (restrict).
    index('returns_order_idx').on(t.orderId),
    check('returns_quantity', sql`${t.quantity} > 0`),
    check('returns_policy_read', sql`${t.policyRead}`),
    check('returns_status', sql`${t.status} in ('R', 'A', 'X', 'N')`),
  ],
);
