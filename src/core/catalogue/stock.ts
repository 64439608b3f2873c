import type { CatalogueProduct } from './product';

export type StockLevels = Pick<CatalogueProduct['sell'], 'inStock' | 'minStock' | 'criticalStock'>;

/** Spec section 9: "in stock when inStock exceeds minStock". */
export function isInStock(stock: Pick<StockLevels, 'inStock' | 'minStock'>): boolean {
  return stock.inStock > stock.minStock;
}

/** Units the shop may sell now: stock above its minimum (0 when out of stock). */
export function sellableUnits(stock: Pick<StockLevels, 'inStock' | 'minStock'>): number {
  return Math.max(0, stock.inStock - stock.minStock);
}

/** Spec section 9: "out of stock when at most minStock" (so exactly minStock is out of stock). */
export function isOutOfStock(stock: Pick<StockLevels, 'inStock' | 'minStock'>): boolean {
  return stock.inStock <= stock.minStock;
}

/** Spec section 9: "critical when at most criticalStock". */
export function isBelowCritical(stock: Pick<StockLevels, 'inStock' | 'criticalStock'>): boolean {
  return stock.inStock <= stock.criticalStock;
}

export interface ShopViewOptions {
  admin: boolean;
  outOfStockView: boolean;
}

/**
 * Spec section 9: "The shop side keeps only products whose inStock exceeds minStock, unless
 * admin or out-of-stock view." Section 6: admin mode "includes non-active and out-of-stock
 * products", so an administrator sees everything. The out-of-stock view lifts only the stock
 * rule: deleted products stay hidden from the shop.
 */
export function visibleOnShop(
  product: Pick<CatalogueProduct, 'status'> & { sell: Pick<StockLevels, 'inStock' | 'minStock'> },
  options: ShopViewOptions,
): boolean {
  if (options.admin) return true;
  if (product.status !== 'A') return false;
  return options.outOfStockView || isInStock(product.sell);
}
