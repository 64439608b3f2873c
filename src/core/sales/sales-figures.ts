import type { OrderSalesSums } from './order-sales';
import type { SalesFigures } from './sales-report';

/**
 * The dashboard's figures from a period's summed order figures: the totals are what the shop
 * earned (every charge), turnover and profit the kept lines alone (docs/decisions.md, "Sales
 * dashboard").
 */
export function salesFigures(sums: OrderSalesSums): SalesFigures {
  return {
    orders: sums.orders,
    cancelledOrders: sums.cancelledOrders,
    sales: sums.sales,
    turnover: sums.keptInc,
    itemsSold: sums.sold,
    itemsReturned: sums.returned,
    itemsCancelled: sums.cancelled,
    deliveryFees: sums.deliveryFees,
    supplierFees: sums.supplier,
    totalIncTax: sums.earnedInc,
    totalExTax: sums.earnedEx,
    tax: sums.earnedInc - sums.earnedEx,
    profit: sums.keptEx - sums.supplier,
  };
}
