import { returnInfo } from '../../core/account/returns-window';
import { orderStatusLabel } from '../../core/orders/order-status';
import { contentLanguage } from '../../core/routes/languages';
import type { OrderItemRow, OrderRow, ReturnRow } from '../db/rows';
import { orderAddress } from './order-address';
import type {
  PresentedOrder,
  PresentedOrderItem,
  PresentedParcel,
  PresentedReturn,
} from './order-answer';
import { orderFigures } from './order-figures';
import type { ItalianOptionNames } from './line-option-names';
import {
  deliveryTypeOf,
  itemStatusOf,
  lineDeliveryType,
  lineSellBy,
  orderStatusOf,
  paymentStatusOf,
  paymentTypeOf,
  returnStatusOf,
} from './row-codes';
import { optionalImageUrl } from '../providers/images';

/** A stored line with its product's address and its options' Italian names. */
export type PresentedItemRow = OrderItemRow & { url: string | null } & ItalianOptionNames;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A return request as the customer sees it (GET returns, and on its order line). */
export function presentReturn(
  row: ReturnRow,
  item: OrderItemRow,
  order: Pick<OrderRow, 'orderNo'>,
): PresentedReturn {
  return {
    _id: row.id,
    orderId: row.orderId,
    orderNo: order.orderNo,
    itemId: row.orderItemId,
    sku: item.sku,
    name: item.name,
    itaName: item.itaName || item.name,
    image: optionalImageUrl(item.image),
    quantity: row.quantity,
    reason: row.reason,
    status: returnStatusOf(row.status),
    dateAdded: row.createdAt.toISOString(),
    receivedAt: iso(row.receivedAt),
  };
}

function presentItem(
  item: PresentedItemRow,
  order: OrderRow,
  request: ReturnRow | undefined,
  now: Date,
  windowDays: number,
): PresentedOrderItem {
  const returning = returnInfo(
    {
      orderStatus: orderStatusOf(order.status),
      itemStatus: itemStatusOf(item.status),
      shipped: item.shipped,
      shippedDate: item.shippedDate,
      quantity: item.quantity,
      hasReturn: request !== undefined,
    },
    now,
    windowDays,
  );
  return {
    _id: item.id,
    sku: item.sku,
    url: item.url ?? '',
    name: item.name,
    priceDescr: item.priceDescr,
    packDescr: item.packDescr,
    itaPackDescr: item.itaPackDescr,
    itaName: item.itaName || item.name,
    itaPriceDescr: item.itaPriceDescr,
    image: optionalImageUrl(item.image),
    quantity: item.quantity,
    minPurchase: item.minPurchase,
    unitPrice: item.unitPrice,
    retailPrice: item.retailPrice,
    /** The sale discount in whole percent, as the catalogue's sell.salePrice. */
    salePrice: item.salePercent,
    itemTax: item.itemTax,
    itemExTax: item.itemExTax,
    itemIncTax: item.itemIncTax,
    onSale: item.onSale,
    size: item.size,
    color: item.color,
    itaColor: item.itaColor,
    style: item.style,
    itaStyle: item.itaStyle,
    sellPack: item.sellPack,
    sellBy: lineSellBy(item.sellBy),
    weighed: item.weighed,
    productWeight: item.productWeight,
    freeDelivery: item.freeDelivery,
    deliveryDays: item.deliveryDays,
    deliveryType: lineDeliveryType(item.deliveryType),
    shipped: item.shipped,
    shippedDate: iso(item.shippedDate),
    status: itemStatusOf(item.status),
    ...returning,
    return: request ? presentReturn(request, item, order) : null,
  };
}

/**
 * A placed order in the shape of spec 3's "Cart / order" entity. Money is integer cents. The
 * supplier prices and the provider's payment ids stay on the server.
 */
export function presentOrder(
  order: OrderRow,
  items: readonly PresentedItemRow[],
  requests: ReadonlyMap<string, ReturnRow>,
  now: Date,
  /** The returns window in days (site setting returns.days). */
  windowDays: number,
  /** The parcels it left in (server/orders/order-parcels.ts). */
  parcels: readonly PresentedParcel[] = [],
): PresentedOrder {
  return {
    _id: order.id,
    cartId: order.cartId,
    orderNo: order.orderNo,
    dateAdded: order.dateAdded.toISOString(),
    placedAt: iso(order.placedAt),
    /** When the buyer agreed to the terms; null for orders placed before it was kept. */
    termsAcceptedAt: iso(order.termsAcceptedAt),
    paidAt: iso(order.paidAt),
    shippedAt: iso(order.shippedAt),
    cancelledAt: iso(order.cancelledAt),
    status: orderStatusOf(order.status),
    statusLabel: orderStatusLabel(
      orderStatusOf(order.status),
      paymentStatusOf(order.paymentStatus),
    ),
    lng: contentLanguage(order.lng),
    customer: { email: order.customerEmail, customerId: order.customerId },
    address: orderAddress(order),
    payment: {
      status: paymentStatusOf(order.paymentStatus),
      type: paymentTypeOf(order.paymentType),
      ref: order.paymentRef,
    },
    cart: {
      currency: order.currency,
      taxBp: order.taxBp,
      taxIncluded: order.taxIncluded,
      totalWeight: order.totalWeight,
      totalPrice: order.totalPrice,
      totalItems: order.totalItems,
    },
    delivery: {
      currency: order.currency,
      ...orderFigures(order),
      deliveryDate: { from: order.deliveryDateFrom, to: order.deliveryDateTo },
      deliveryDays: order.deliveryDays,
      deliveryType: deliveryTypeOf(order.deliveryType),
      trackingNo: order.trackingNo,
      trackingComments: order.trackingComments,
    },
    items: items.map((item) => presentItem(item, order, requests.get(item.id), now, windowDays)),
    /** Issue 26.3: each parcel with its carrier, tracking number and lines, oldest first. */
    parcels: [...parcels],
  };
}
