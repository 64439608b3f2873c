/** What is wrong with a typed quantity; `limit` is the bound it crossed. */
export type QuantityProblem =
  | { problem: 'empty' }
  | { problem: 'whole' }
  | { problem: 'min'; limit: number }
  | { problem: 'stock'; limit: number };

export type QuantityReading = { ok: true; quantity: number } | ({ ok: false } & QuantityProblem);

/**
 * A quantity box's text as the person left it. Nothing is corrected behind their back: an empty
 * box, "-2", "0", "1.5" or more than the stock each get their own message instead of becoming 1,
 * 12 or the stock. `max` below `min` (less stock than the minimum purchase) refuses every number.
 */
export function readQuantity(text: string, min: number, max: number): QuantityReading {
  const typed = text.trim();
  if (typed === '') return { ok: false, problem: 'empty' };
  if (!/^[+-]?\d+$/.test(typed)) return { ok: false, problem: 'whole' };
  const quantity = Number(typed);
  if (quantity < min) return { ok: false, problem: 'min', limit: min };
  if (quantity > max) return { ok: false, problem: 'stock', limit: Math.max(0, max) };
  return { ok: true, quantity };
}
