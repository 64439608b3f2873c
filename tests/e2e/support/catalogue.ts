import { inject } from 'vitest';

/** The fields of GET /api/products that the tests compute their expectations from. */
export interface ApiProduct {
  sku: string;
  url: string;
  brand: string;
  category: string;
  sizes: string[];
  sell: { sellBy: 'u' | 'w'; price: number; inStock: number; minStock: number };
  lng: Record<'eng' | 'ita', { name: string; brand: string; colors: string[] }>;
}

/** The catalogue as the API answers visitors now (active, in stock). */
export async function apiProducts(query: Record<string, string> = {}): Promise<ApiProduct[]> {
  const params = new URLSearchParams({ rows: '1000', ...query });
  const res = await fetch(`${inject('baseUrl')}/api/products?${params.toString()}`);
  if (!res.ok) throw new Error(`GET /api/products?${params.toString()} answered ${res.status}`);
  const body = (await res.json()) as { products: ApiProduct[] };
  return body.products;
}

/**
 * A filter value that narrows the list without emptying it: the one the most products have,
 * among those not every product has (ties: alphabetical, so every run picks the same).
 */
export function narrowingValue(
  products: readonly ApiProduct[],
  values: (product: ApiProduct) => readonly string[],
): { value: string; count: number } {
  const counts = new Map<string, number>();
  for (const product of products) {
    for (const value of new Set(values(product))) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  const [best] = [...counts]
    .filter(([, count]) => count < products.length)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
  if (!best) throw new Error('no filter value narrows this list');
  return { value: best[0], count: best[1] };
}

/**
 * "€1,234.50" (English) or "1.234,50 €" (Italian) → 123450; the weight-priced "TBC" → null.
 * Only the page language's own format is read, so a price written the other way fails a test.
 */
export function priceCents(text: string): number | null {
  const english = /€(\d{1,3}(?:,\d{3})*)\.(\d{2})(?!\d)/.exec(text);
  const italian = /(?<![\d.])(\d{1,3}(?:\.\d{3})*),(\d{2})\s€/.exec(text);
  const match = english ?? italian;
  if (!match?.[1] || !match[2]) return null;
  return Number(match[1].replace(/[.,]/g, '')) * 100 + Number(match[2]);
}
