import { formatMoney, type MoneyLanguage } from '../money/currency';
import type { SellBy } from './product';

/**
 * Spec section 9: "Items with sellBy w are weight-based and their price shows as TBC." Takes
 * anything with sellBy and a price in cents, so product.sell and a cart line (with its
 * unitPrice passed as price) both fit.
 */
export const PRICE_TBC = 'TBC';

export function priceLabel(
  priced: { sellBy: SellBy; price: number },
  currency: string,
  language: MoneyLanguage,
): string {
  return priced.sellBy === 'w' ? PRICE_TBC : formatMoney(priced.price, currency, language);
}
