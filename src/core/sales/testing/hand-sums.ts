import type { SoldOrder } from '../order-sales';
import type { SalesFigures } from '../sales-report';

/** round(amount × kept / quantity), half up, in integers. */
const share = (amount: number, kept: number, quantity: number) =>
  Math.floor((2 * amount * kept + quantity) / (2 * quantity));

/**
 * The dashboard's money figures of some orders, written out line by line as docs/decisions.md
 * ("Sales dashboard") states them, without the shop's own code: what the tests of issue 29.1
 * hold the dashboard to.
 */
export function handSums(
  orders: readonly SoldOrder[],
): Pick<
  SalesFigures,
  | 'sales'
  | 'deliveryFees'
  | 'turnover'
  | 'totalIncTax'
  | 'totalExTax'
  | 'tax'
  | 'supplierFees'
  | 'profit'
> {
  let sales = 0;
  let deliveryFees = 0;
  let turnover = 0;
  let keptEx = 0;
  let supplier = 0;
  let deliveryInc = 0;
  let deliveryEx = 0;
  for (const order of orders) {
    if (order.status === 'Z') continue;
    sales += order.totalIncTax;
    deliveryFees += order.deliveryIncTax;
    const earning = order.lines.filter((line) => line.shipped && line.status !== 'Z');
    for (const line of earning) {
      const kept = line.quantity - line.returned;
      turnover += share(line.itemIncTax, kept, line.quantity);
      keptEx += share(line.itemExTax, kept, line.quantity);
      const grams = line.productWeight * Math.max(1, line.sellPack) * kept;
      supplier +=
        line.sellBy === 'w'
          ? Math.floor((2 * line.supplierPrice * grams + 1000) / 2000)
          : line.supplierPrice * kept;
    }
    if (earning.length > 0) {
      deliveryInc += order.deliveryIncTax;
      deliveryEx += order.deliveryExTax;
    }
  }
  const totalIncTax = turnover + deliveryInc;
  const totalExTax = keptEx + deliveryEx;
  return {
    sales,
    deliveryFees,
    turnover,
    totalIncTax,
    totalExTax,
    tax: totalIncTax - totalExTax,
    supplierFees: supplier,
    profit: keptEx - supplier,
  };
}
