import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt } from 'drizzle-orm';
import { salePriceCents } from '../../src/core/money/sale-price';
import type { ItemStatus, OrderStatus, PaymentStatus } from '../../src/core/orders/order-status';
import type { Db } from '../../src/server/db/client';
import { orderItems, orders, products } from '../../src/server/db/schema';

export type ProductRow = typeof products.$inferSelect;

const DAY_MS = 86_400_000;

/** Seeded products sold by the unit: active and in stock, or deleted ones (status Z). */
export async function pickProducts(db: Db, count: number, status: 'A' | 'Z' = 'A') {
  const rows = await db
    .select()
    .from(products)
    .where(
      status === 'A'
        ? and(
            eq(products.status, 'A'),
            eq(products.sellBy, 'u'),
            gt(products.inStock, products.minStock),
          )
        : eq(products.status, 'Z'),
    )
    .orderBy(asc(products.sku))
    .limit(count);
  if (rows.length < count) throw new Error(`only ${rows.length} products with status ${status}`);
  return rows;
}

export const daysAgo = (days: number, now = new Date()) => new Date(now.getTime() - days * DAY_MS);

export interface LineSpec {
  product: ProductRow;
  quantity?: number;
  /** Default: S when shipped, else O. */
  status?: ItemStatus;
  /** A shipped line defaults to having left two days ago. */
  shippedDate?: Date | null;
  shipped?: boolean;
  /** Cents per unit, tax included; default: the product's sale price. */
  unitPrice?: number;
  /** The line's total, tax included; default: unitPrice × quantity. */
  itemIncTax?: number;
  /** Default: the line's 22 % share of itemIncTax, rounded. */
  itemExTax?: number;
  /** Cents per unit (per kg when sold by weight); default 0. */
  supplierPrice?: number;
  /** Sold by weight: unitPrice and supplierPrice are per kg, productWeight grams per unit. */
  byWeight?: { productWeight: number; weighed: boolean };
}

export interface OrderSpec {
  customer: { id: string; email: string };
  /** Default: P (paid) with payment status P. */
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
  /** Default: an hour ago; null leaves the row an open cart that was never placed. */
  placedAt?: Date | null;
  lines: LineSpec[];
  /** Delivery fee in cents; default 590 with tax included (484 without). */
  delivery?: { incTax: number; exTax: number };
}

export interface InsertedOrder {
  id: string;
  orderNo: number;
  itemIds: string[];
}

/**
 * Writes an order straight into the database, as checkout will once it exists: the prices
 * are the products' current ones in cents, tax included at 22 %.
 */
export async function insertOrder(db: Db, spec: OrderSpec): Promise<InsertedOrder> {
  const placedAt = spec.placedAt === undefined ? daysAgo(1 / 24) : spec.placedAt;
  const lines = spec.lines.map((line) => {
    const quantity = line.quantity ?? 1;
    const shipped = line.shipped ?? (line.shippedDate !== undefined && line.shippedDate !== null);
    const unitPrice =
      line.unitPrice ?? salePriceCents(line.product.retailPrice, line.product.salePercent);
    const itemIncTax = line.itemIncTax ?? unitPrice * quantity;
    const itemExTax = line.itemExTax ?? Math.round((itemIncTax * 100) / 122);
    return {
      productId: line.product.id,
      sku: line.product.sku,
      name: line.product.eng.name,
      itaName: line.product.ita.name,
      image: line.product.images[0] ?? '',
      quantity,
      unitPrice,
      retailPrice: line.product.retailPrice,
      salePercent: line.product.salePercent,
      onSale: line.product.salePercent > 0,
      itemIncTax,
      itemExTax,
      itemTax: itemIncTax - itemExTax,
      shipped,
      shippedDate: shipped ? (line.shippedDate ?? daysAgo(2)) : null,
      status: line.status ?? (shipped ? 'S' : 'O'),
      supplierPrice: line.supplierPrice ?? 0,
      ...(line.byWeight ? { sellBy: 'w', ...line.byWeight } : {}),
    };
  });
  const cartIncTax = lines.reduce((sum, line) => sum + line.itemIncTax, 0);
  const cartExTax = lines.reduce((sum, line) => sum + line.itemExTax, 0);
  const delivery = spec.delivery ?? { incTax: 590, exTax: 484 };
  const [order] = await db
    .insert(orders)
    .values({
      cartId: randomBytes(12).toString('hex'),
      dateAdded: placedAt ? new Date(placedAt.getTime() - 600_000) : new Date(),
      expiresOn: new Date(Date.now() + 5 * DAY_MS),
      status: spec.status ?? 'P',
      paymentStatus: spec.paymentStatus ?? 'P',
      paymentType: 'STRIPE',
      customerId: spec.customer.id,
      customerEmail: spec.customer.email,
      addrName: 'Anna Rossi',
      addrEmail: spec.customer.email,
      addrTel: '+39 06 1234 5678',
      addrLine1: 'Via Roma 1',
      addrCity: 'Roma',
      addrCode: '00100',
      addrCountry: 'IT',
      totalItems: lines.reduce((sum, line) => sum + line.quantity, 0),
      totalPrice: cartIncTax,
      cartIncTax,
      cartExTax,
      cartTax: cartIncTax - cartExTax,
      deliveryIncTax: delivery.incTax,
      deliveryExTax: delivery.exTax,
      deliveryTax: delivery.incTax - delivery.exTax,
      totalIncTax: cartIncTax + delivery.incTax,
      totalExTax: cartExTax + delivery.exTax,
      totalTax: cartIncTax - cartExTax + delivery.incTax - delivery.exTax,
      placedAt,
      paidAt: (spec.paymentStatus ?? 'P') === 'P' ? placedAt : null,
    })
    .returning({ id: orders.id, orderNo: orders.orderNo });
  if (!order) throw new Error('order was not created');
  const items = await db
    .insert(orderItems)
    .values(lines.map((line) => ({ ...line, orderId: order.id })))
    .returning({ id: orderItems.id });
  return { ...order, itemIds: items.map((item) => item.id) };
}
