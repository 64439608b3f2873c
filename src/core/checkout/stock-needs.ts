/** One cart line as placement sees it. */
export interface StockLine {
  productId: string | null;
  quantity: number;
  /** Units in one of the chosen pack (1 without a pack). */
  sellPack: number;
}

export interface StockNeed {
  productId: string;
  units: number;
}

/**
 * The units each product must give up when the order is placed: quantity × pack size, summed
 * over the lines of one product (two colours of one bag draw on one stock), sorted by id so
 * that concurrent orders lock product rows in the same order and cannot deadlock.
 * Null when a line has lost its product: the order cannot be covered.
 */
export function stockNeeds(lines: readonly StockLine[]): StockNeed[] | null {
  const units = new Map<string, number>();
  for (const line of lines) {
    if (!line.productId) return null;
    units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity * line.sellPack);
  }
  return [...units]
    .map(([productId, total]) => ({ productId, units: total }))
    .sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0));
}
