import type { OrderRow } from '../db/rows';

/** The totals an order row keeps for its goods, its delivery and the whole, in cents. */
export const orderFigures = (order: OrderRow) => ({
  totalIncTax: order.totalIncTax,
  totalTax: order.totalTax,
  totalExTax: order.totalExTax,
  cartIncTax: order.cartIncTax,
  cartTax: order.cartTax,
  cartExTax: order.cartExTax,
  deliveryItems: order.deliveryItems,
  deliveryWeight: order.deliveryWeight,
  deliveryIncTax: order.deliveryIncTax,
  deliveryTax: order.deliveryTax,
  deliveryExTax: order.deliveryExTax,
});
