import type {
  CartNotice,
  DeliveryOption,
  ShopCart,
  ShopCartAddress,
  ShopCartItem,
} from '../../core/cart/shop-cart';
import { orderAddress } from '../orders/order-address';
import { orderFigures } from '../orders/order-figures';
import {
  deliveryTypeOf,
  lineDeliveryType,
  lineSellBy,
  orderStatusOf,
  paymentStatusOf,
  paymentTypeOf,
} from '../orders/row-codes';
import type { ItalianOptionNames } from '../orders/line-option-names';
import { optionalImageUrl } from '../providers/images';
import type { OrderItemRow, OrderRow } from '../db/rows';
import { languageOf } from '../../core/routes/languages';

/** A stored line with what the answer adds from the product of now. */
export interface CartItemView {
  row: OrderItemRow;
  url: string;
  /** The options' Italian names (line-option-names.ts). */
  names: ItalianOptionNames | undefined;
  available: number;
}

function presentAddress(order: OrderRow): ShopCartAddress | null {
  // Every address the cart takes has a name and a country (refresh_cart validates both).
  if (order.addrName === '' && order.addrCountry === '') return null;
  return orderAddress(order);
}

function presentItem({ row, url, names, available }: CartItemView): ShopCartItem {
  const tbc = row.sellBy === 'w' && !row.weighed;
  return {
    _id: row.id,
    key: [row.sku, row.size, row.color, row.style, row.packDescr].join('|'),
    sku: row.sku,
    url,
    name: row.name,
    itaName: row.itaName || row.name,
    priceDescr: row.priceDescr,
    itaPriceDescr: row.itaPriceDescr,
    packDescr: row.packDescr,
    itaPackDescr: names?.itaPackDescr || row.packDescr,
    image: optionalImageUrl(row.image),
    quantity: row.quantity,
    minPurchase: row.minPurchase,
    sellPack: row.sellPack,
    unitPrice: row.unitPrice,
    retailPrice: row.retailPrice,
    salePrice: row.salePercent,
    onSale: row.onSale,
    itemTax: row.itemTax,
    itemExTax: row.itemExTax,
    itemIncTax: row.itemIncTax,
    size: row.size,
    color: row.color,
    itaColor: names?.itaColor || row.color,
    style: row.style,
    itaStyle: names?.itaStyle || row.style,
    productWeight: row.productWeight,
    weight: row.productWeight * row.sellPack * row.quantity,
    sellBy: lineSellBy(row.sellBy),
    tbc,
    freeDelivery: row.freeDelivery,
    shipped: row.shipped,
    status: 'O',
    deliveryDays: row.deliveryDays,
    deliveryType: lineDeliveryType(row.deliveryType),
    available,
  };
}

/**
 * The cart as every cart call answers it (docs/api-checkout.md, "Cart shape"), from the stored
 * rows: what is answered is exactly what checkout will charge.
 */
export function presentCart(
  order: OrderRow,
  items: readonly CartItemView[],
  options: readonly DeliveryOption[],
  notices: readonly CartNotice[],
): ShopCart {
  const presented = items.map(presentItem);
  const date =
    order.deliveryDateFrom && order.deliveryDateTo
      ? { from: order.deliveryDateFrom, to: order.deliveryDateTo }
      : null;
  return {
    _id: order.id,
    cartId: order.cartId,
    dateAdded: order.dateAdded.toISOString(),
    status: orderStatusOf(order.status),
    lng: languageOf(order.lng),
    customer: { email: order.customerEmail, customerId: order.customerId },
    address: presentAddress(order),
    payment: {
      type: paymentTypeOf(order.paymentType),
      status: paymentStatusOf(order.paymentStatus),
      ref: order.paymentRef,
      id: order.paymentId,
      payerId: order.payerId,
    },
    cart: {
      currency: order.currency,
      taxPercent: order.taxBp / 100,
      taxBp: order.taxBp,
      taxIncluded: order.taxIncluded,
      totalWeight: order.totalWeight,
      totalPrice: order.totalPrice,
      totalItems: order.totalItems,
      expiresOn: order.expiresOn.toISOString(),
      hasWeightItems: presented.some((item) => item.sellBy === 'w'),
    },
    delivery: {
      currency: order.currency,
      ...orderFigures(order),
      deliveryDate: date,
      deliveryDays: order.deliveryDays,
      deliveryType: deliveryTypeOf(order.deliveryType),
      trackingNo: order.trackingNo,
      trackingComments: order.trackingComments,
      options: [...options],
    },
    items: presented,
    notices: [...notices],
  };
}
